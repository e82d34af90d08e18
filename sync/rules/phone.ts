// Login rules of the spec (section 5), shared by the browser forms and the server: a phone
// is digits only, 11 of them starting with 7 or 8, stored as '7' + the last 10; an e-mail
// is lower-cased. Pure functions, no DOM or Node.
const PHONE_DIGITS = 11;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '7' + the last 10 digits, or null when the text is not a Russian phone number. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length !== PHONE_DIGITS) return null;
  if (digits[0] !== '7' && digits[0] !== '8') return null;
  return `7${digits.slice(1)}`;
}

export function isEmail(input: string): boolean {
  return EMAIL_RE.test(input.trim());
}

export type Login = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/**
 * A login as stored: a normalised phone, else a lower-cased e-mail, else null.
 * Text with '@' is read as an e-mail; anything else must be a phone.
 */
export function normalizeLogin(input: string): Login | null {
  const text = input.trim();
  if (text.includes('@')) return isEmail(text) ? { kind: 'email', value: text.toLowerCase() } : null;
  const phone = normalizePhone(text);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** '79991234567' -> '+7 (999) 123-45-67'; other text is returned as it is. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== PHONE_DIGITS) return phone;
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}
