// Browser-side checks of the registration form (valibot): required fields and the e-mail
// shape, with the spec's Russian errors. The server checks the same again.
import * as v from 'valibot';

export const REQUIRED = 'Обязательное поле';
export const BAD_EMAIL = 'Введи корректный адрес электронной почты';

const email = v.pipe(v.string(), v.email());

/** What the checks read of a form block's field (web/components/content-blocks/block-types.ts has the whole). */
interface FormField {
  name: string;
  type: string;
  required?: boolean | null;
}

/** Errors by field name (empty when the form can be sent). */
export function formErrors(fields: FormField[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const value = (values[f.name] ?? '').trim();
    if (!value) {
      if (f.required) errors[f.name] = REQUIRED;
    } else if (f.type === 'email' && !v.is(email, value)) {
      errors[f.name] = BAD_EMAIL;
    }
  }
  return errors;
}
