// Checks a feedback submission against the stored form definition and stores it. The
// values are kept as plain text; the browser must render them escaped.
import { one, type Db } from '../../../db/store.ts';
import { faqMessages } from '../../../db/schema/faq.ts';
import { isEmail } from '../../lib/email.ts';
import { httpError } from '../../lib/http-error.ts';
import { readFaqForm, type FaqFormField } from './service.ts';

const MAX_TEXT = 5000;
const MAX_LINE = 300;

function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'));
}

function checkField(field: FaqFormField, value: string): string {
  const max = field.type === 'textarea' ? MAX_TEXT : MAX_LINE;
  if (value.length > max) throw httpError(400, `Value too long: ${field.code}`);
  if (field.type === 'email') {
    const email = value.toLowerCase();
    if (!isEmail(email)) throw httpError(400, 'Invalid email');
    return email;
  }
  if (field.type === 'phone' && !isPhone(value)) throw httpError(400, 'Invalid phone');
  if (field.type === 'select' && field.values.length && !field.values.includes(value)) {
    throw httpError(400, `Invalid value: ${field.code}`);
  }
  return value;
}

/**
 * Validates name/value pairs against the form: every required field present and non-empty,
 * e-mail and phone well formed, select values among the options. Unknown names are ignored.
 * Throws a 400 httpError naming the first bad field; returns the stored row id.
 */
export async function sendFeedback(
  db: Db,
  pairs: { name: string; value: string }[],
  userId: number | null,
): Promise<number> {
  const given = new Map(pairs.map((p) => [p.name, p.value.trim()]));
  const fields: Record<string, string> = {};
  let email = '';
  for (const field of await readFaqForm(db)) {
    const value = given.get(field.code) ?? '';
    if (!value) {
      if (field.required) throw httpError(400, `Field is required: ${field.code}`);
      continue;
    }
    fields[field.code] = checkField(field, value);
    if (field.type === 'email' && !email) email = fields[field.code] ?? '';
  }
  const row = await one(db.insert(faqMessages).values({ email, fields, userId }).returning({ id: faqMessages.id }));
  if (!row) throw new Error('feedback was not stored');
  return row.id;
}
