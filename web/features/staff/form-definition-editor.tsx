// The form builder: how the form opens (a button with the 'Заполните форму' modal, or on the page),
// its title and button text, and its fields (label, code, type, required, the options of a list),
// moved up and down or removed. Used for an event's registration form and the 'form' block.
import { useId } from 'react';
import type { FormField } from '../../components/content-blocks/block-types.ts';
import { DEFAULT_BUTTON, type FormDef } from '../../components/event-registration/dynamic-form.tsx';
import { FIELD_TYPES, newField } from './form-definition.ts';
import { MoveTools, moved } from './move-tools.tsx';
import { LabelOptions } from './authoring-fields.tsx';

function FieldRow({
  field,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  field: FormField;
  index: number;
  count: number;
  onChange: (patch: Partial<FormField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const n = index + 1;
  return (
    <li className="staff-form-field" aria-label={`Поле ${n}`}>
      <div className="staff-form-field__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}l`}>
            Поле {n}: подпись<span className="field__required"> *</span>
          </label>
          <input
            id={`${id}l`}
            className="field__control"
            value={field.label}
            required
            maxLength={300}
            onChange={(e) => onChange({ label: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}t`}>
            Поле {n}: тип
          </label>
          <select
            id={`${id}t`}
            className="field__control"
            value={field.type}
            onChange={(e) => onChange({ type: e.target.value as FormField['type'] })}
          >
            <LabelOptions entries={Object.entries(FIELD_TYPES)} />
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}n`}>
            Поле {n}: код (латиницей)
          </label>
          <input
            id={`${id}n`}
            className="field__control"
            value={field.name}
            pattern="[A-Za-z0-9_\-]+"
            maxLength={100}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </div>
      </div>
      {field.type === 'select' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}o`}>
            Поле {n}: варианты, по одному в строке
          </label>
          <textarea
            id={`${id}o`}
            className="field__control"
            rows={3}
            value={(field.options ?? []).join('\n')}
            onChange={(e) => onChange({ options: e.target.value.split('\n') })}
          />
        </div>
      )}
      <div className="staff-form-field__tools">
        <label className="staff-check">
          <input
            type="checkbox"
            checked={Boolean(field.required)}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
          Обязательное
        </label>
        <MoveTools index={index} count={count} noun="поле" onMove={onMove} onRemove={onRemove} />
      </div>
    </li>
  );
}

export function FormDefinitionEditor({
  value,
  onChange,
  fieldsOnly = false,
}: {
  value: FormDef;
  onChange: (def: FormDef) => void;
  /** Only the fields (a course's reply form has no title or button of its own). */
  fieldsOnly?: boolean;
}) {
  const id = useId();
  const set = (patch: Partial<FormDef>) => onChange({ ...value, ...patch });
  const fields = value.fields;
  const move = (i: number, by: -1 | 1) => set({ fields: moved(fields, i, by) });
  return (
    <div className="staff-form-def">
      {!fieldsOnly && (
        <div className="staff-form-field__grid">
          <div className="field">
            <label className="field__label" htmlFor={`${id}k`}>
              Как показать форму
            </label>
            <select
              id={`${id}k`}
              className="field__control"
              value={value.type}
              onChange={(e) => set({ type: e.target.value as FormDef['type'] })}
            >
              <option value="button">Кнопкой (форма в окне)</option>
              <option value="inline">Прямо на странице</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}h`}>
              Заголовок формы
            </label>
            <input
              id={`${id}h`}
              className="field__control"
              value={value.title ?? ''}
              maxLength={300}
              onChange={(e) => set({ title: e.target.value })}
            />
          </div>
          {value.type === 'button' && (
            <div className="field">
              <label className="field__label" htmlFor={`${id}b`}>
                Текст кнопки
              </label>
              <input
                id={`${id}b`}
                className="field__control"
                value={value.btn ?? ''}
                placeholder={DEFAULT_BUTTON}
                maxLength={100}
                onChange={(e) => set({ btn: e.target.value })}
              />
            </div>
          )}
        </div>
      )}
      <ol className="staff-form-fields">
        {fields.map((f, i) => (
          <FieldRow
            key={i}
            field={f}
            index={i}
            count={fields.length}
            onChange={(patch) => set({ fields: fields.map((x, j) => (j === i ? { ...x, ...patch } : x)) })}
            onMove={(by) => move(i, by)}
            onRemove={() => set({ fields: fields.filter((_, j) => j !== i) })}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          let n = fields.length + 1;
          while (fields.some((f) => f.name === `field${n}`)) n += 1;
          set({ fields: [...fields, newField(n)] });
        }}
      >
        Добавить поле
      </button>
    </div>
  );
}
