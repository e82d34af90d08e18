// The phone mask of the spec, +7 (###) ###-##-##: what the visitor types becomes at most ten
// national digits after the +7 (twelve characters of '+7' and digits), shown masked.
// Also the login field's rule: text with letters or '@' is an e-mail and stays as typed.

/** The ten (or fewer) national digits in what was typed or pasted. */
export function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (text.trimStart().startsWith('+7')) return digits.slice(1, 11);
  if (digits.length >= 11 && (digits[0] === '7' || digits[0] === '8')) return digits.slice(1, 11);
  return digits.slice(0, 10);
}

/** '9991234' -> '+7 (999) 123-4'; no digits -> ''. */
export function maskPhone(national: string): string {
  const d = national.slice(0, 10);
  if (!d) return '';
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length >= 3) out += ')';
  if (d.length > 3) out += ` ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/**
 * The next masked value after an edit. Deleting only a mask character (a bracket, space or
 * dash) would leave the digits unchanged, so it removes the digit before it instead.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  // A first '7', '8' or '+' is the country prefix, not a national digit.
  if (!previous && /^(\+|\+?7|8)$/.test(typed.trim())) return '+7 (';
  let national = nationalDigits(typed);
  const before = nationalDigits(previous);
  if (typed.length < previous.length && national === before) national = national.slice(0, -1);
  return maskPhone(national);
}

/** The value sent to the server: '+7' and the ten digits (12 characters at most). */
export function phoneForServer(masked: string): string {
  const national = nationalDigits(masked);
  return national ? `+7${national}` : '';
}

/** True when the login field holds an e-mail (or is on its way to one), not a phone. */
export function looksLikeEmail(text: string): boolean {
  return /[^\d\s()+-]/.test(text);
}

/** The login field: a phone gets the mask, an e-mail stays as typed. */
export function nextLoginValue(previous: string, typed: string): string {
  if (looksLikeEmail(typed)) return typed.replace(/\s/g, '');
  return nextPhoneValue(looksLikeEmail(previous) ? '' : previous, typed);
}

/** Cyrillic letters are not allowed in passwords (spec section 5). */
export function stripCyrillic(text: string): string {
  return text.replace(/[\u0400-\u04FF]/g, '');
}

export const PHONE_MASK_PLACEHOLDER = '+7 (___) ___-__-__';
