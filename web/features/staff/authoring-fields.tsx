// Labelled inputs of the event, course and quiz editors: a line, a text, a tick, a picture with
// its upload, and the topic chosen from the site's list; and the reason a moderator must give.
import { useId, type InputHTMLAttributes } from 'react';
import { FieldLabel } from '../../components/ui/text-field.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { ImageUpload } from './image-upload.tsx';
import { useStaffLoad } from './use-staff-load.ts';

interface LineProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (v: string) => void;
}

export function Line({ label, value, onValue, required, ...rest }: LineProps) {
  const id = useId();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className="field__control"
        value={value}
        required={required}
        onChange={(e) => onValue(e.target.value)}
        {...rest}
      />
    </div>
  );
}

export function Text({ label, value, onValue }: { label: string; value: string; onValue: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} />
      <textarea
        id={id}
        className="field__control"
        value={value}
        maxLength={2000}
        onChange={(e) => onValue(e.target.value)}
      />
    </div>
  );
}

export function Check({ label, value, onValue }: { label: string; value: boolean; onValue: (v: boolean) => void }) {
  return (
    <label className="staff-check">
      <input type="checkbox" checked={value} onChange={(e) => onValue(e.target.checked)} />
      {label}
    </label>
  );
}

export function Picture({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  return (
    <div>
      <Line label="Картинка (адрес)" type="url" value={value} onValue={onValue} />
      <ImageUpload label="Картинка" onUploaded={onValue} />
    </div>
  );
}

export function TopicSelect({ value, onValue }: { value: number | null; onValue: (v: number | null) => void }) {
  const id = useId();
  const topics = useStaffLoad(() => apiFetch<ApiResponse<'/topic'>>('/topic'), []);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Тема
      </label>
      <select
        id={id}
        className="field__control"
        value={value ?? ''}
        onChange={(e) => onValue(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">Без темы</option>
        {topics.data?.list.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The options of a select: each [value, label] pair of a map (`Object.entries`), in its order. */
export function LabelOptions({ entries }: { entries: readonly (readonly [string, string])[] }) {
  return entries.map(([v, label]) => (
    <option key={v} value={v}>
      {label}
    </option>
  ));
}

/** The required reason of a moderator's action (a ban, a suspension), up to 500 characters. */
export function ReasonField({ label, value, onValue }: { label: string; value: string; onValue: (v: string) => void }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__control"
        value={value}
        required
        maxLength={500}
        onChange={(e) => onValue(e.target.value)}
      />
    </label>
  );
}
