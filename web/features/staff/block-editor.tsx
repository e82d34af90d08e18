// Edits the list of blocks: add a block of a type, fill its fields, move it up or down, remove it.
// A form block's fields are edited by the form builder. Blocks of types this editor does not offer
// are kept as they are and shown as such.
import { useId } from 'react';
import type { FormDef } from '../../components/event-registration/dynamic-form.tsx';
import { FormDefinitionEditor } from './form-definition-editor.tsx';
import { ImageUpload } from './image-upload.tsx';
import { MediaUpload } from './media-upload.tsx';
import { FieldLabel } from '../../components/ui/text-field.tsx';
import { MoveTools, moved } from './move-tools.tsx';
import {
  EDITABLE_BLOCKS,
  emptyBlock,
  isEditable,
  type BlockField,
  type BlockList,
  type DraftBlock,
  type EditableType,
} from './block-fields.ts';

type Item = Record<string, unknown>;

/** 'YYYY-MM-DDTHH:mm' in local time for an ISO instant, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : '');

function Field({ field, value, onChange }: { field: BlockField; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      {field.kind === 'html' ? (
        <textarea
          id={id}
          className="field__control"
          value={value}
          required={field.required}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : field.kind === 'datetime' ? (
        <input
          id={id}
          className="field__control"
          type="datetime-local"
          value={toLocalInput(value)}
          required={field.required}
          onChange={(e) => onChange(fromLocalInput(e.target.value))}
        />
      ) : field.kind === 'number' ? (
        <input
          id={id}
          className="field__control"
          type="number"
          min={0}
          max={100}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className="field__control"
          type={field.kind === 'url' ? 'url' : 'text'}
          pattern={field.kind === 'color' ? '#[0-9a-fA-F]{3,8}' : undefined}
          value={value}
          required={field.required}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {field.image && <ImageUpload label={field.label} onUploaded={onChange} />}
      {field.media && <MediaUpload kind={field.media} label={field.label} onUploaded={(url) => onChange(url)} />}
    </div>
  );
}

function ListEditor({ list, items, onChange }: { list: BlockList; items: Item[]; onChange: (items: Item[]) => void }) {
  const set = (i: number, patch: Item) => onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  return (
    <fieldset className="staff-items">
      <legend>{list.name === 'Слайд' ? 'Слайды' : 'Пункты'}</legend>
      {items.map((it, i) => (
        <div key={i} className="staff-items__row">
          {list.fields.map((f) => (
            <Field
              key={f.key}
              field={{ ...f, label: `${list.name} ${i + 1} — ${f.label}` }}
              value={String(it[f.key] ?? '')}
              onChange={(v) => set(i, { [f.key]: v })}
            />
          ))}
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            Удалить: {list.name.toLowerCase()} {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className="button button--secondary button--small" onClick={() => onChange([...items, {}])}>
        Добавить: {list.name.toLowerCase()}
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
        <MoveTools index={index} count={count} noun="блок" onMove={onMove} onRemove={onRemove} />
      </div>
      {def ? (
        <>
          {def.fields.map((f: BlockField) => (
            <Field
              key={f.key}
              field={f}
              value={String(block.data[f.key] ?? '')}
              onChange={(v) => onChange({ ...block.data, [f.key]: f.kind === 'number' && v !== '' ? Number(v) : v })}
            />
          ))}
          {def.form && (
            <FormDefinitionEditor value={block.data as unknown as FormDef} onChange={(form) => onChange({ ...form })} />
          )}
          {def.nested && (
            <div className="staff-nested">
              <BlockEditor
                nested
                blocks={(block.data.blocks as DraftBlock[] | undefined) ?? []}
                onChange={(blocks) => onChange({ ...block.data, blocks })}
              />
            </div>
          )}
          {def.list && (
            <ListEditor
              list={def.list}
              items={(block.data[def.list.key] as Item[] | undefined) ?? []}
              onChange={(items) => onChange({ ...block.data, [def.list!.key]: items })}
            />
          )}
        </>
      ) : (
        <p className="staff-card__meta">Этот тип блока пока не редактируется здесь; он сохранится как есть.</p>
      )}
    </li>
  );
}

export function BlockEditor({
  blocks,
  onChange,
  nested = false,
}: {
  blocks: DraftBlock[];
  onChange: (blocks: DraftBlock[]) => void;
  /** Inside a multiblock: no multiblock in a multiblock. */
  nested?: boolean;
}) {
  const addId = useId();
  const move = (i: number, by: -1 | 1) => onChange(moved(blocks, i, by));
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
          {Object.entries(EDITABLE_BLOCKS)
            .filter(([, def]) => !(nested && def.nested))
            .map(([type, def]) => (
              <option key={type} value={type}>
                {def.label}
              </option>
            ))}
        </select>
      </div>
    </div>
  );
}
