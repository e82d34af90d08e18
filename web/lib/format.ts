// Russian dates, numbers, plurals and truncation for every screen, built on Intl with
// 'ru-RU'. Never build a Russian plural or date by hand elsewhere: add a helper here.
// Dates use the device's time zone unless told otherwise; events always use Moscow time.

const LOCALE = 'ru-RU';
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
/** Intl's ru-RU digit group separator: a no-break space, so '12 345' never wraps. */
export const NBSP = '\u00a0';

export const CARD_TITLE_MAX_MOBILE = 75;
export const CARD_TITLE_MAX = 90;
export const CARD_DESCRIPTION_MAX = 128;
export const SHARE_DESCRIPTION_MAX = 50;
/** formatRelative says 'N дней назад' up to this many days, then falls back to DD.MM.YYYY. */
const RELATIVE_DAYS_MAX = 30;

export type DateInput = Date | string | number;
/** timeZone: an IANA zone such as 'Europe/Moscow'; undefined means the device's zone. */
export interface ZoneOptions {
  timeZone?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, f);
  }
  return f;
}

/** Parses the input; a bare 'YYYY-MM-DD' (e.g. a birthday) is a calendar date, read in UTC. */
function toDate(input: DateInput, timeZone: string | undefined): { date: Date; timeZone: string | undefined } | null {
  const dateOnly = typeof input === 'string' && DATE_ONLY.test(input);
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: dateOnly ? 'UTC' : timeZone };
}

function parts(
  input: DateInput,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> | null {
  const parsed = toDate(input, timeZone);
  if (!parsed) return null;
  const result: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateFormatter({ ...options, timeZone: parsed.timeZone }).formatToParts(parsed.date))
    result[part.type] = part.value;
  return result;
}

/** 'DD.MM.YYYY', e.g. '21.11.2026'; '' for an invalid date. */
export function formatDate(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const p = parts(input, { day: '2-digit', month: '2-digit', year: 'numeric' }, timeZone);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** 'HH:mm' on the 24-hour clock, e.g. '09:05'. */
export function formatTime(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const p = parts(input, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** 'DD.MM' for notification lists, e.g. '21.11'. */
export function formatNotificationDate(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const p = parts(input, { day: '2-digit', month: '2-digit' }, timeZone);
  return p ? `${p.day}.${p.month}` : '';
}

/** 'DD MMMM YYYY' with the month in the genitive, e.g. '21 ноября 2026' (no trailing 'г.'). */
export function formatLongDate(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const p = parts(input, { day: '2-digit', month: 'long', year: 'numeric' }, timeZone);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}

/** Event day in Moscow time: '21 ноября 2026'. */
export function formatEventDate(input: DateInput): string {
  return formatLongDate(input, { timeZone: MOSCOW_TIME_ZONE });
}

/** Event time in Moscow time: '14:05'. */
export function formatEventTime(input: DateInput): string {
  return formatTime(input, { timeZone: MOSCOW_TIME_ZONE });
}

/** Event start in Moscow time: '21 ноября 2026, 14:05 (МСК)'. */
export function formatEventDateTime(input: DateInput): string {
  const day = formatEventDate(input);
  return day ? `${day}, ${formatEventTime(input)} (МСК)` : '';
}

const pluralRules = new Intl.PluralRules(LOCALE);
export type PluralForms = readonly [one: string, few: string, many: string];

/** Picks the Russian form for n via Intl.PluralRules: [день, дня, дней]; fractions take 'few'. */
export function pluralRu(n: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  switch (pluralRules.select(n)) {
    case 'one':
      return one;
    case 'few':
    case 'other':
      return few;
    default:
      return many;
  }
}

const numberFormat = new Intl.NumberFormat(LOCALE, { useGrouping: 'always', maximumFractionDigits: 2 });

/** Digits grouped in threes with a no-break space: 12345678 -> '12 345 678', 1234 -> '1 234'. */
export function formatNumber(n: number): string {
  return Number.isFinite(n) ? numberFormat.format(n) : '';
}

/** A count with its noun: formatCount(5, ['день','дня','дней']) -> '5 дней'. */
export function formatCount(n: number, forms: PluralForms): string {
  return `${formatNumber(n)} ${pluralRu(n, forms)}`;
}

function dayNumber(date: Date, timeZone: string | undefined): number {
  const p = parts(date, { day: 'numeric', month: 'numeric', year: 'numeric' }, timeZone);
  return p ? Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / DAY_MS : Number.NaN;
}

const DAY_FORMS = ['день', 'дня', 'дней'] as const satisfies PluralForms;

/**
 * 'сегодня в 14:05', 'вчера в 09:30', '3 дня назад', counted in calendar days of the zone;
 * future dates and anything older than RELATIVE_DAYS_MAX days give 'DD.MM.YYYY'.
 */
export function formatRelative(input: DateInput, now: DateInput = new Date(), { timeZone }: ZoneOptions = {}): string {
  const parsed = toDate(input, timeZone);
  const current = toDate(now, timeZone);
  if (!parsed || !current) return '';
  const days = dayNumber(current.date, timeZone) - dayNumber(parsed.date, timeZone);
  if (days === 0) return `сегодня в ${formatTime(parsed.date, { timeZone })}`;
  if (days === 1) return `вчера в ${formatTime(parsed.date, { timeZone })}`;
  if (days > 1 && days <= RELATIVE_DAYS_MAX) return `${formatCount(days, DAY_FORMS)} назад`;
  return formatDate(parsed.date, { timeZone });
}

const ELLIPSIS = '…';
const TRAILING = /[\s.,;:!?\-–—(«"']+$/u;

/**
 * Shortens text to at most `max` characters (ellipsis included), cutting at the last space
 * when one lies in the final third, so words are rarely split. Short text is returned as is.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  if (max <= 1) return ELLIPSIS.slice(0, max);
  let cut = chars.slice(0, max - 1).join('');
  const atBoundary = /\s/u.test(chars[max - 1] ?? ' ');
  const space = cut.search(/\s\S*$/u);
  if (!atBoundary && space > 0 && space >= Math.floor(((max - 1) * 2) / 3)) cut = cut.slice(0, space);
  return `${cut.replace(TRAILING, '')}${ELLIPSIS}`;
}

const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A size on the device in Russian units: '512 Б', '1,2 МБ'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} Б`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} КБ`;
  if (bytes < 1024 ** 3) return `${oneDecimal.format(bytes / 1024 ** 2)} МБ`;
  return `${oneDecimal.format(bytes / 1024 ** 3)} ГБ`;
}
