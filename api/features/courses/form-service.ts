// The course form (GET /course/{id}/form) and its submissions (POST /course/{id}/send): the same
// field kinds and checks as the FAQ form; values are stored as plain text, never HTML.
import { one, type Db } from '../../../db/store.ts';
import { courseFormSubmissions, type CourseFormField } from '../../../db/schema/learning.ts';
import { httpError } from '../../lib/http-error.ts';
import { isEmail } from '../../lib/email.ts';

const MAX_TEXT = 5000;
const MAX_LINE = 300;

function checkField(field: CourseFormField, value: string): string {
  if (value.length > (field.type === 'textarea' ? MAX_TEXT : MAX_LINE))
    throw httpError(400, `Value too long: ${field.code}`);
  if (field.type === 'email') {
    const email = value.toLowerCase();
    if (!isEmail(email)) throw httpError(400, 'Invalid email');
    return email;
  }
  if (field.type === 'phone') {
    const digits = value.replace(/\D/g, '');
    if (digits.length !== 11 || !/^[78]/.test(digits)) throw httpError(400, 'Invalid phone');
  }
  if (field.type === 'select' && field.values.length && !field.values.includes(value))
    throw httpError(400, `Invalid value: ${field.code}`);
  return value;
}

/** Checks name/value pairs against the form (required, e-mail, phone, select) and stores them. */
export async function sendCourseForm(
  db: Db,
  courseId: number,
  form: CourseFormField[],
  pairs: { name: string; value: string }[],
  userId: number | null,
): Promise<number> {
  const given = new Map(pairs.map((p) => [p.name, p.value.trim()]));
  const fields: Record<string, string> = {};
  for (const field of form) {
    const value = given.get(field.code) ?? '';
    if (!value) {
      if (field.required) throw httpError(400, `Field is required: ${field.code}`);
      continue;
    }
    fields[field.code] = checkField(field, value);
  }
  const row = await one(
    db.insert(courseFormSubmissions).values({ courseId, userId, fields }).returning({ id: courseFormSubmissions.id }),
  );
  if (!row) throw new Error('course form submission was not inserted');
  return row.id;
}
