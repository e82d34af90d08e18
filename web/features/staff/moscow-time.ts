// Event times are entered and shown in Moscow time (UTC+3 all year, no daylight saving since
// 2014), whatever the editor's own time zone; the server stores the instant in UTC.
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** 'YYYY-MM-DDTHH:mm' on Moscow's clock for an ISO instant ('' when there is none). */
export function toMoscowInput(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  return new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant of a Moscow wall-clock time from a datetime-local input ('' when empty or invalid). */
export function fromMoscowInput(local: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? Date.parse(`${local}:00+03:00`) : NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}
