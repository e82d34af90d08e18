// Form fields shared by every form: the label above, the control, and the Russian error
// text directly under it (announced, and tied to the control by aria-describedby).
import './form-fields.css';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends NativeInput {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Marks the control for the dialog's first focus. */
  autoFocusFirst?: boolean;
  /** Extra element inside the control row (e.g. a show-password button). */
  addon?: ReactNode;
}

function fieldIds(id: string) {
  return { errorId: `${id}-error`, hintId: `${id}-hint` };
}

/** The ids the control's aria-describedby names: its error first, then its hint. */
export function describedByOf(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  const { errorId, hintId } = fieldIds(id);
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
}

/** The hint and the announced error under a control, with the ids describedByOf names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  const { errorId, hintId } = fieldIds(id);
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A form's own error (not one field's) under it, announced; nothing while there is none. */
export function FormError({ error }: { error?: string | null }) {
  if (!error) return null;
  return (
    <p className="field__error" role="alert">
      {error}
    </p>
  );
}

/** A control's label, with the star of a required one. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required && <span className="field__required"> *</span>}
    </label>
  );
}

export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  autoFocusFirst,
  addon,
  className,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, error, hint);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          {...rest}
          id={id}
          className="field__control"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-autofocus={autoFocusFirst ? '' : undefined}
          onChange={(e) => onValue(e.target.value)}
        />
        {addon}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

export function TextAreaField({
  label,
  value,
  onValue,
  error,
  maxLength = 2000,
  rows = 4,
  placeholder,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__control field__control--area"
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error)}
        onChange={(e) => onValue(e.target.value.slice(0, maxLength))}
      />
      <FieldNotes id={id} error={error} />
    </div>
  );
}

interface CheckboxFieldProps {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
}

export function CheckboxField({ checked, onChecked, children, error }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <div className="check">
        <input
          id={id}
          type="checkbox"
          className="check__box"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, error)}
          onChange={(e) => onChecked(e.target.checked)}
        />
        <label htmlFor={id} className="check__label">
          {children}
        </label>
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: ReadonlyArray<{ id: number | string; name: string }>;
  error?: string | null;
  hint?: ReactNode;
  placeholder?: string;
}

export function SelectField({ label, value, onValue, options, error, hint, placeholder = 'Выбери' }: SelectFieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, error, hint);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
