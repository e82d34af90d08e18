// The Russian text of a failed staff call: the server's own Russian detail ('title: Введите
// заголовок', with the field's label in place of its name), else the shared catalogue's text.
import { ApiError } from '../../lib/api-client.ts';
import { messageFor } from '../../lib/error-messages.ts';

const CYRILLIC = /[а-яё]/i;

export function staffMessage(e: unknown, labels: Record<string, string> = {}): string {
  if (e instanceof ApiError && CYRILLIC.test(e.message)) {
    const m = /^([\w.]+): (.*)$/.exec(e.message);
    if (!m) return e.message;
    const key = m[1]!
      .split('.')
      .pop()!
      .replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    return labels[key] ? `${labels[key]}: ${m[2]}` : m[2]!;
  }
  return messageFor(e as Parameters<typeof messageFor>[0]);
}
