// The one e-mail address rule of the server (feedback forms, course forms, the newsletter).
import { z } from 'zod';

const emailSchema = z.email();

/** A standard e-mail address of at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && emailSchema.safeParse(value).success;
}
