// One field of the feedback form: label above, the error directly under it.
import type { FeedbackField } from '../../../sync/rules/feedback-form.ts';

interface FieldProps {
  field: FeedbackField;
  value: string;
  error: string | undefined;
  idPrefix: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function FeedbackFieldInput({ field, value, error, idPrefix, autoFocus, onChange, onBlur }: FieldProps) {
  const id = `${idPrefix}-${field.code}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.code,
    value,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-autofocus': autoFocus ? '' : undefined,
    // The form may arrive after the popup opened: focus its first field when it appears.
    autoFocus,
    onBlur,
    className: 'field__control',
  };
  let control;
  if (field.type === 'textarea')
    control = <textarea {...common} rows={5} maxLength={2000} onChange={(e) => onChange(e.target.value)} />;
  else if (field.type === 'select') {
    control = (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">Выбери</option>
        {field.values.map((opt) => (
          <option key={opt} value={opt}>
            {opt}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : 'text';
    const autoComplete =
      field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : field.code === 'name' ? 'given-name' : 'off';
    control = (
      <input
        {...common}
        type={type}
        autoComplete={autoComplete}
        maxLength={field.type === 'phone' ? 18 : 200}
        placeholder={field.type === 'phone' ? '+7 (999) 123-45-67' : undefined}
        inputMode={field.type === 'phone' ? 'tel' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {field.name}
        {field.required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
