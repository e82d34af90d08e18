// The space a downloaded course takes, in Russian units ('1,2 МБ').
import { LOCALE } from '../../lib/format.ts';

const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} Б`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} КБ`;
  if (bytes < 1024 ** 3) return `${oneDecimal.format(bytes / 1024 ** 2)} МБ`;
  return `${oneDecimal.format(bytes / 1024 ** 3)} ГБ`;
}

/** Media URLs of a removed course that no other downloaded course still uses. */
export function orphanMedia(removed: readonly string[], kept: readonly (readonly string[])[]): string[] {
  const used = new Set(kept.flat());
  return removed.filter((url) => !used.has(url));
}
