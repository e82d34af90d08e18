// The fields of one record in the staff area's simple editors (projects, pages, FAQ, the feedback
// form, contests, settings), described as data: each kind renders a labelled control.
import { useId } from 'react';
import { ImageUpload } from './image-upload.tsx';
import { TermPicker } from './term-picker.tsx';
import { FieldLabel } from '../../components/ui/text-field.tsx';

export type FieldDef = { key: string; label: string; hint?: string; required?: boolean } & (
  | { kind: 'text' | 'textarea' | 'html' | 'url' | 'image' | 'number' | 'date' | 'checkbox' | 'lines' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  /** Ids ticked from a list the staff API answers ({list: [{id, name}]}). */
  | { kind: 'terms'; path: string }
);
export type RecordValue = Record<string, unknown>;

export const labelsOf = (fields: readonly FieldDef[]) => Object.fromEntries(fields.map((f) => [f.key, f.label]));

function Field({ field, value, onChange }: { field: FieldDef; value: unknown; onChange: (v: unknown) => void }) {
  const id = useId();
  const text = value == null ? '' : String(value);
  if (field.kind === 'checkbox')
    return (
      <label className="staff-check">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {field.label}
      </label>
    );
  if (field.kind === 'terms')
    return (
      <TermPicker
        path={field.path}
        legend={field.label}
        value={Array.isArray(value) ? (value as number[]) : []}
        onChange={onChange}
      />
    );
  const common = {
    id,
    className: 'field__control',
    required: field.required,
    'aria-describedby': field.hint ? `${id}-hint` : undefined,
  };
  let control;
  if (field.kind === 'textarea' || field.kind === 'html' || field.kind === 'lines')
    control = (
      <textarea
        {...common}
        rows={field.kind === 'html' ? 8 : 3}
        value={field.kind === 'lines' && Array.isArray(value) ? value.join('\n') : text}
        onChange={(e) => onChange(field.kind === 'lines' ? e.target.value.split('\n') : e.target.value)}
      />
    );
  else if (field.kind === 'select')
    control = (
      <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else
    control = (
      <input
        {...common}
        type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'}
        inputMode={field.kind === 'url' || field.kind === 'image' ? 'url' : undefined}
        value={field.kind === 'date' ? text.slice(0, 10) : text}
        onChange={(e) => onChange(field.kind === 'number' ? Number(e.target.value) : e.target.value)}
      />
    );
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      {control}
      {field.hint && (
        <span id={`${id}-hint`} className="staff-card__meta">
          {field.hint}
        </span>
      )}
      {field.kind === 'image' && <ImageUpload label={field.label} onUploaded={onChange} />}
    </div>
  );
}

export function RecordFields({
  fields,
  value,
  onChange,
}: {
  fields: readonly FieldDef[];
  value: RecordValue;
  onChange: (v: RecordValue) => void;
}) {
  return (
    <>
      {fields.map((f) => (
        <Field key={f.key} field={f} value={value[f.key]} onChange={(v) => onChange({ ...value, [f.key]: v })} />
      ))}
    </>
  );
}
