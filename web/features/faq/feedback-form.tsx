// The dynamic feedback form (questions popup and /faq): fields from GET /faq/form, sent to
// POST /faq/send; the outcome is always shown in the response popup.
import { useId, useState, type FormEvent } from 'react';
import { formatPhone, normalizePhone } from '../../../sync/rules/phone.ts';
import { apiSafe } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { FEEDBACK_FAILED, FEEDBACK_SENT } from '../../components/popups/feedback-messages.ts';
import { FeedbackFieldInput } from '../../components/popups/feedback-field.tsx';
import { fieldError, formErrors, sendPayload, type FeedbackField } from '../../../sync/rules/feedback-form.ts';
import type { WidgetProps } from '../../components/feature-widgets.tsx';
import { openPopup } from '../../components/popups/popup-events.ts';
import { useFeedbackFields } from './use-feedback-form.ts';

export function FeedbackForm({ autoFocus = false }: WidgetProps['FeedbackForm']) {
  const { state, retry } = useFeedbackFields();
  if (state.status === 'loading') {
    return (
      <div className="form-skeleton" aria-busy="true" aria-label="Загружаем форму">
        <span />
        <span />
        <span />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="inline-state" role="alert">
        <p>Не удалось загрузить форму. Проверь подключение к интернету.</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Повторить
        </button>
      </div>
    );
  }
  return <FeedbackFormFields fields={state.fields} autoFocus={autoFocus} />;
}

function FeedbackFormFields({ fields, autoFocus }: { fields: FeedbackField[]; autoFocus: boolean }) {
  const idPrefix = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const hasErrors = Object.keys(errors).length > 0;

  const update = (field: FeedbackField, value: string) => {
    setValues((prev) => ({ ...prev, [field.code]: value }));
    if (errors[field.code]) {
      const err = fieldError(field, value);
      setErrors(({ [field.code]: _gone, ...rest }) => (err ? { ...rest, [field.code]: err } : rest));
    }
  };
  const check = (field: FeedbackField) => {
    const raw = values[field.code] ?? '';
    const phone = field.type === 'phone' ? normalizePhone(raw) : null;
    if (phone) setValues((prev) => ({ ...prev, [field.code]: formatPhone(phone) }));
    const err = fieldError(field, raw);
    if (err && (values[field.code] ?? '') !== '') setErrors((prev) => ({ ...prev, [field.code]: err }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = formErrors(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    const res = await apiSafe<ApiResponse<'/faq/send', 'post'>>('/faq/send', {
      method: 'POST',
      body: sendPayload(fields, values),
      rawBody: true,
    });
    setSending(false);
    if (res.error) {
      openPopup('response', FEEDBACK_FAILED);
      return;
    }
    setValues({});
    openPopup('response', FEEDBACK_SENT);
  };

  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void submit(e)}>
      {fields.map((field, i) => (
        <FeedbackFieldInput
          key={field.code}
          field={field}
          value={values[field.code] ?? ''}
          error={errors[field.code]}
          idPrefix={idPrefix}
          autoFocus={autoFocus && i === 0}
          onChange={(value) => update(field, value)}
          onBlur={() => check(field)}
        />
      ))}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={hasErrors || sending}
        aria-busy={sending}
      >
        {sending ? 'Отправляем…' : 'Отправить'}
      </button>
    </form>
  );
}
