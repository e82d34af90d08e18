// The feedback form's field definitions (GET /faq/form) and its browser-side checks:
// required fields say 'Поле обязательно', an e-mail must look like one.
import * as v from 'valibot';
import { normalizePhone } from './phone.ts';

const REQUIRED_TEXT = 'Поле обязательно';
const INVALID_TEXT = 'Заполни поле корректно';

export const feedbackFieldSchema = v.object({
  type: v.picklist(['text', 'email', 'phone', 'select', 'textarea']),
  code: v.string(),
  name: v.string(),
  values: v.optional(v.array(v.string()), []),
  required: v.optional(v.boolean(), false),
});
export const feedbackFormSchema = v.object({ content: v.array(feedbackFieldSchema) });
export type FeedbackField = v.InferOutput<typeof feedbackFieldSchema>;

const emailShape = v.pipe(v.string(), v.email());

/** The error under one field, or null when the value is acceptable. */
export function fieldError(field: FeedbackField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return field.required ? REQUIRED_TEXT : null;
  if (field.type === 'email' && !v.is(emailShape, value)) return INVALID_TEXT;
  if (field.type === 'phone' && normalizePhone(value) === null) return INVALID_TEXT;
  if (field.type === 'select' && field.values.length > 0 && !field.values.includes(value)) return REQUIRED_TEXT;
  return null;
}

export function formErrors(fields: FeedbackField[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const err = fieldError(f, values[f.code] ?? '');
    if (err) errors[f.code] = err;
  }
  return errors;
}

/** The POST /faq/send body: every field by its code, in the form's order. */
export function sendPayload(fields: FeedbackField[], values: Record<string, string>) {
  return { list: fields.map((f) => ({ name: f.code, value: (values[f.code] ?? '').trim() })) };
}
