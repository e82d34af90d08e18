// A form defined by data (the form block and an event's registration form): its fields,
// browser-side checks, and the frame around it — inline with its title, or a button
// (default 'Присоединиться') opening the 'Заполните форму' modal. Sending is the caller's.
import './event-form.css';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { FormField } from '../content-blocks/block-types.ts';
import { PopupFrame } from '../popups/popup-frame.tsx';
import { SelectField, TextAreaField, TextField } from '../ui/text-field.tsx';
import { formErrors } from '../../../sync/rules/event-form.ts';

export interface FormDef {
  type: 'button' | 'inline';
  title?: string;
  btn?: string;
  fields: FormField[];
}
export type SentValues = { name: string; value: string }[];

const MODAL_TITLE = 'Заполни форму';
export const DEFAULT_BUTTON = 'Присоединиться';

/** A button's words start with a capital letter, whatever an editor typed ('присоединиться'). */
export function buttonLabel(btn: string | undefined): string {
  const text = btn?.trim() || DEFAULT_BUTTON;
  return text.charAt(0).toLocaleUpperCase('ru-RU') + text.slice(1);
}

function Field({
  field,
  value,
  error,
  onValue,
}: {
  field: FormField;
  value: string;
  error?: string;
  onValue: (v: string) => void;
}) {
  const label = field.required ? `${field.label} *` : field.label;
  if (field.type === 'textarea') return <TextAreaField label={label} value={value} onValue={onValue} error={error} />;
  if (field.type === 'select') {
    return (
      <SelectField
        label={label}
        value={value}
        onValue={onValue}
        error={error}
        options={(field.options ?? []).map((o) => ({ id: o, name: o }))}
      />
    );
  }
  const type = field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : 'text';
  return (
    <TextField
      label={label}
      value={value}
      onValue={onValue}
      error={error}
      type={type}
      autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'off'}
    />
  );
}

interface DynamicFormProps {
  def: FormDef;
  /** Sends the filled fields; true when accepted (the form is then cleared). */
  onSend: (values: SentValues) => Promise<boolean>;
  /** Checked before the fields; false stops the submit (e.g. a guest is asked to sign in). */
  canSend?: () => boolean;
  /** Values known before the pupil types (a signed-in pupil's name, phone or e-mail), by field type or name. */
  prefill?: Partial<Record<'name' | 'phone' | 'email', string>>;
}

/** The prefill for each field: a phone or e-mail field by its type, the name by the field's name. */
function prefilled(def: FormDef, prefill: DynamicFormProps['prefill']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of def.fields) {
    const v =
      f.type === 'phone'
        ? prefill?.phone
        : f.type === 'email'
          ? prefill?.email
          : f.name === 'name'
            ? prefill?.name
            : undefined;
    if (v) out[f.name] = v;
  }
  return out;
}

export function DynamicForm({ def, onSend, canSend, prefill }: DynamicFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => prefilled(def, prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (canSend && !canSend()) return;
    const found = formErrors(def.fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    try {
      const sent = def.fields
        .filter((f) => values[f.name]?.trim())
        .map((f) => ({ name: f.name, value: (values[f.name] ?? '').trim() }));
      if (await onSend(sent)) setValues({});
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="event-form" noValidate onSubmit={(e) => void submit(e)}>
      {def.fields.map((f) => (
        <Field
          key={f.name}
          field={f}
          value={values[f.name] ?? ''}
          error={errors[f.name]}
          onValue={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
        />
      ))}
      <button type="submit" className="button button--primary" disabled={sending}>
        {buttonLabel(def.btn)}
      </button>
    </form>
  );
}

interface FormFrameProps {
  def: FormDef;
  notice?: ReactNode;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Shows def.title above the launch button too (a form block in content). */
  titleOnButton?: boolean;
  children: ReactNode;
}

export function FormFrame({ def, notice, open, onOpen, onClose, titleOnButton = false, children }: FormFrameProps) {
  const titleId = useId();
  if (def.type === 'inline') {
    return (
      <section className="event-form__inline" aria-labelledby={titleId}>
        <h2 id={titleId} className="block__title">
          {def.title || MODAL_TITLE}
        </h2>
        {notice}
        {children}
      </section>
    );
  }
  return (
    <section className="event-form__launch" aria-labelledby={titleOnButton && def.title ? titleId : undefined}>
      {titleOnButton && def.title && (
        <h2 id={titleId} className="block__title">
          {def.title}
        </h2>
      )}
      {!open && notice}
      <button type="button" className="button button--primary button--large" onClick={onOpen}>
        {buttonLabel(def.btn)}
      </button>
      {open && (
        <div onKeyDown={(e) => e.key === 'Escape' && onClose()}>
          <PopupFrame title={MODAL_TITLE} contentKey="event-form" onClose={onClose} onOutside={onClose}>
            {notice}
            {children}
          </PopupFrame>
        </div>
      )}
    </section>
  );
}
