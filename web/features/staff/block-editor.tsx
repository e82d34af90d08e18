// Edits the list of blocks: add a block of a type, fill its fields, move it up or down, remove it.
// Blocks of types this editor does not offer yet are kept as they are and shown as such.
import { useId } from 'react';
import {
  EDITABLE_BLOCKS,
  emptyBlock,
  isEditable,
  type BlockField,
  type DraftBlock,
  type EditableType,
} from './block-fields.ts';

type Item = { title: string; html?: string };

function Field({ field, value, onChange }: { field: BlockField; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {field.label}
        {field.required && <span className="field__required"> *</span>}
      </label>
      {field.kind === 'html' ? (
        <textarea
          id={id}
          className="field__control"
          value={value}
          required={field.required}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className="field__control"
          type={field.kind === 'url' ? 'url' : 'text'}
          value={value}
          required={field.required}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

function Items({ items, onChange }: { items: Item[]; onChange: (items: Item[]) => void }) {
  const set = (i: number, patch: Partial<Item>) => onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  return (
    <fieldset className="staff-items">
      <legend>Пункты</legend>
      {items.map((it, i) => (
        <div key={i} className="staff-items__row">
          <Field
            field={{ key: 'title', label: `Заголовок пункта ${i + 1}`, kind: 'line', required: true }}
            value={it.title}
            onChange={(v) => set(i, { title: v })}
          />
          <Field
            field={{ key: 'html', label: `Текст пункта ${i + 1} (HTML)`, kind: 'html' }}
            value={it.html ?? ''}
            onChange={(v) => set(i, { html: v })}
          />
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            Удалить пункт {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onChange([...items, { title: '', html: '' }])}
      >
        Добавить пункт
      </button>
    </fieldset>
  );
}

function BlockCard({
  block,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  block: DraftBlock;
  index: number;
  count: number;
  onChange: (data: Record<string, unknown>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const def = isEditable(block.type) ? EDITABLE_BLOCKS[block.type] : null;
  const name = def?.label ?? `Блок «${block.type}»`;
  return (
    <li className="staff-block" aria-label={`Блок ${index + 1}: ${name}`}>
      <div className="staff-block__head">
        <h3 className="staff-card__subtitle">
          {index + 1}. {name}
        </h3>
        <div className="staff-block__tools">
          <button
            type="button"
            className="button button--quiet button--small"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Поднять блок ${index + 1}`}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--quiet button--small"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Опустить блок ${index + 1}`}
          >
            ↓
          </button>
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={onRemove}
            aria-label={`Удалить блок ${index + 1}`}
          >
            Удалить
          </button>
        </div>
      </div>
      {def ? (
        <>
          {def.fields.map((f: BlockField) => (
            <Field
              key={f.key}
              field={f}
              value={String(block.data[f.key] ?? '')}
              onChange={(v) => onChange({ ...block.data, [f.key]: v })}
            />
          ))}
          {'items' in def && (
            <Items
              items={(block.data.items as Item[] | undefined) ?? []}
              onChange={(items) => onChange({ ...block.data, items })}
            />
          )}
        </>
      ) : (
        <p className="staff-card__meta">Этот тип блока пока не редактируется здесь; он сохранится как есть.</p>
      )}
    </li>
  );
}

export function BlockEditor({ blocks, onChange }: { blocks: DraftBlock[]; onChange: (blocks: DraftBlock[]) => void }) {
  const addId = useId();
  const move = (i: number, by: -1 | 1) => {
    const next = [...blocks];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    onChange(next);
  };
  return (
    <div>
      <ol className="staff-blocks">
        {blocks.map((b, i) => (
          <BlockCard
            key={b.key}
            block={b}
            index={i}
            count={blocks.length}
            onChange={(data) => onChange(blocks.map((x) => (x.key === b.key ? { ...x, data } : x)))}
            onMove={(by) => move(i, by)}
            onRemove={() => onChange(blocks.filter((x) => x.key !== b.key))}
          />
        ))}
      </ol>
      <div className="staff-add-block">
        <label className="field__label" htmlFor={addId}>
          Добавить блок
        </label>
        <select
          id={addId}
          className="field__control"
          value=""
          onChange={(e) => {
            if (isEditable(e.target.value)) onChange([...blocks, emptyBlock(e.target.value as EditableType)]);
          }}
        >
          <option value="">Выберите тип блока…</option>
          {Object.entries(EDITABLE_BLOCKS).map(([type, def]) => (
            <option key={type} value={type}>
              {def.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
