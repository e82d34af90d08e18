// /course/$id/form: the course form (GET /course/{id}/form), checked like the FAQ form with the
// same fields, sent by POST /course/{id}/send.
import './courses.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { FeedbackFieldInput } from '../../../components/popups/feedback-field.tsx';
import {
  feedbackFieldSchema,
  formErrors,
  sendPayload,
  type FeedbackField,
} from '../../../../sync/rules/feedback-form.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import type { ApiResponse } from '../../../lib/api-contract.ts';
import { messageFor } from '../../../lib/error-messages.ts';

/** What GET /course/{id}/form answers (camelCased), checked: the screen and the server's first screen read it. */
export const courseFormAnswer = v.object({ title: v.string(), content: v.array(feedbackFieldSchema) });
type Status = 'loading' | 'ready' | 'missing' | 'error' | 'sending' | 'sent';

export function CourseFormScreen({ id }: { id: number }) {
  const [form, setForm] = useState<{ title: string; fields: FeedbackField[] } | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('loading');
  const [sendError, setSendError] = useState<string | null>(null);

  useEffect(() => {
    apiFetch<ApiResponse<'/course/:id/form'>>(`/course/${id}/form`)
      .then((raw) => {
        const parsed = v.parse(courseFormAnswer, raw);
        setForm({ title: parsed.title, fields: parsed.content });
        setStatus('ready');
      })
      .catch((e: unknown) => setStatus(e instanceof ApiError && e.status === 404 ? 'missing' : 'error'));
  }, [id]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const found = formErrors(form.fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('sending');
    setSendError(null);
    try {
      await apiFetch<ApiResponse<'/course/:id/send', 'post'>>(`/course/${id}/send`, {
        method: 'POST',
        body: sendPayload(form.fields, values),
        rawBody: true,
      });
      setStatus('sent');
    } catch (err) {
      setSendError(err instanceof ApiError ? messageFor(err) : messageFor(null));
      setStatus('ready');
    }
  }

  const back = backTo(id);
  if (status === 'loading')
    return (
      <div className="container page">
        <div className="list-skeleton" aria-label="Загружаем анкету">
          <span />
          <span />
        </div>
      </div>
    );
  if (!form) {
    return (
      <div className="container page">
        {back}
        <h1>Анкета курса</h1>
        <p className="inline-state" role="alert">
          {status === 'missing'
            ? 'У этого курса нет анкеты.'
            : 'Не удалось загрузить анкету. Проверь подключение к интернету.'}
        </p>
      </div>
    );
  }
  if (status === 'sent') {
    return (
      <div className="container page course-form">
        {back}
        <h1>Анкета отправлена</h1>
        <p>Спасибо! Мы получили твои ответы.</p>
        <Link to="/course/$id" params={{ id: String(id) }} className="button button--primary">
          Вернуться к курсу
        </Link>
      </div>
    );
  }
  return (
    <CourseFormView
      id={id}
      form={form}
      values={values}
      errors={errors}
      sending={status === 'sending'}
      sendError={sendError}
      onChange={(code, value) => setValues((prev) => ({ ...prev, [code]: value }))}
      onSubmit={(e) => void submit(e)}
    />
  );
}

const backTo = (id: number) => (
  <Link to="/course/$id" params={{ id: String(id) }} className="course-page__back">
    ← К курсу
  </Link>
);

interface CourseFormViewProps {
  id: number;
  form: { title: string; fields: FeedbackField[] };
  values: Record<string, string>;
  errors: Record<string, string>;
  sending: boolean;
  sendError: string | null;
  onChange: (code: string, value: string) => void;
  onSubmit: (e: FormEvent) => void;
}

/** The form as drawn, also by the server's first screen (web/ssr/course-step-pages.tsx), empty as a guest opens it. */
export function CourseFormView({
  id,
  form,
  values,
  errors,
  sending,
  sendError,
  onChange,
  onSubmit,
}: CourseFormViewProps) {
  return (
    <div className="container page course-form">
      {backTo(id)}
      <h1>Анкета курса</h1>
      <p className="course-form__course">{form.title}</p>
      <form className="card course-form__card" onSubmit={onSubmit} noValidate>
        {form.fields.map((f, i) => (
          <FeedbackFieldInput
            key={f.code}
            field={f}
            idPrefix="course-form"
            autoFocus={i === 0}
            value={values[f.code] ?? ''}
            error={errors[f.code]}
            onChange={(value) => onChange(f.code, value)}
            onBlur={() => undefined}
          />
        ))}
        {sendError && (
          <p className="form-error" role="alert">
            {sendError}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Отправляем…' : 'Отправить'}
        </button>
      </form>
    </div>
  );
}
