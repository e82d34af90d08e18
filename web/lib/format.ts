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
const HOUR_MS = 3_600_000;
/** Moscow has kept UTC+3 all year since this moment (26 October 2014); before it, Intl knows the rules. */
const MOSCOW_FIXED_SINCE = Date.UTC(2014, 9, 25, 22);
/** The genitive month names Intl gives for ru-RU with a day ('21 ноября'). */
const MONTHS_GENITIVE = 'января февраля марта апреля мая июня июля августа сентября октября ноября декабря'.split(' ');
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

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The calendar fields of a moment in a zone. The device's zone, UTC and Moscow (fixed UTC+3) are read
 * from Date itself: creating Intl's date formatters costs a first card 20 to 100 ms on a slow phone
 * (issue 17). Any other zone goes through Intl (format.test.ts compares both ways).
 */
function fieldsIn(date: Date, timeZone: string | undefined): Fields {
  if (timeZone === undefined)
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  const time = date.getTime();
  if (timeZone === 'UTC' || (timeZone === MOSCOW_TIME_ZONE && time >= MOSCOW_FIXED_SINCE)) {
    const shifted = timeZone === 'UTC' ? date : new Date(time + 3 * HOUR_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  return intlFields(date, timeZone);
}

/** fieldsIn through Intl: for any zone, and the reference the fast paths are tested against. */
export function intlFields(date: Date, timeZone: string | undefined): Fields {
  const options = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' } as const;
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateFormatter({ ...options, hourCycle: 'h23', timeZone }).formatToParts(date))
    p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
  };
}

function fields(input: DateInput, timeZone: string | undefined): Fields | null {
  const parsed = toDate(input, timeZone);
  return parsed ? fieldsIn(parsed.date, parsed.timeZone) : null;
}

const two = (n: number) => String(n).padStart(2, '0');
const year = (n: number) => String(n).padStart(4, '0');

/** 'DD.MM.YYYY', e.g. '21.11.2026'; '' for an invalid date. */
export function formatDate(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const f = fields(input, timeZone);
  return f ? `${two(f.day)}.${two(f.month)}.${year(f.year)}` : '';
}

/** 'HH:mm' on the 24-hour clock, e.g. '09:05'. */
export function formatTime(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const f = fields(input, timeZone);
  return f ? `${two(f.hour)}:${two(f.minute)}` : '';
}

/** 'DD.MM' for notification lists, e.g. '21.11'. */
export function formatNotificationDate(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const f = fields(input, timeZone);
  return f ? `${two(f.day)}.${two(f.month)}` : '';
}

/** 'DD MMMM YYYY' with the month in the genitive, e.g. '21 ноября 2026' (no trailing 'г.'). */
export function formatLongDate(input: DateInput, { timeZone }: ZoneOptions = {}): string {
  const f = fields(input, timeZone);
  return f ? `${two(f.day)} ${MONTHS_GENITIVE[f.month - 1]} ${year(f.year)}` : '';
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

export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * CLDR's Russian plural category of n, as Intl.PluralRules('ru-RU').select gives it (format.test.ts
 * checks both agree): written out because creating PluralRules is slow on a phone's first card.
 */
export function pluralCategoryRu(n: number): 'one' | 'few' | 'many' | 'other' {
  // As Intl, read to 3 decimals first (its default maximumFractionDigits): 2.0000001 is 'few', as 2.
  const i = Math.abs(n) < 1e21 ? Number(Math.abs(n).toFixed(3)) : Math.abs(n);
  if (!Number.isInteger(i)) return 'other';
  const last = i % 10;
  const lastTwo = i % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

/** Picks the Russian form for n: [день, дня, дней]; fractions take 'few'. */
export function pluralRu(n: number, forms: PluralForms): string {
  const [one, few, many] = forms;
  switch (pluralCategoryRu(n)) {
    case 'one':
      return one;
    case 'few':
    case 'other':
      return few;
    default:
      return many;
  }
}

let numberFormat: Intl.NumberFormat | null = null;

/** Digits grouped in threes with a no-break space: 12345678 -> '12 345 678', 1234 -> '1 234'. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Counts on cards are safe integers: grouped by hand, so a first screen creates no NumberFormat.
  if (Number.isSafeInteger(n)) return `${n < 0 ? '-' : ''}${String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, NBSP)}`;
  numberFormat ??= new Intl.NumberFormat(LOCALE, { useGrouping: 'always', maximumFractionDigits: 2 });
  return numberFormat.format(n);
}

/** A count with its noun: formatCount(5, ['день','дня','дней']) -> '5 дней'. */
export function formatCount(n: number, forms: PluralForms): string {
  return `${formatNumber(n)} ${pluralRu(n, forms)}`;
}

/**
 * A lower bound with its noun, as 'более' governs it (the genitive): 'более 1 000 материалов', 'более 21 материала'
 * (after 21, 31… the genitive singular, which is the 'few' form), 'более 3 материалов'.
 */
export function formatCountAbove(n: number, forms: PluralForms): string {
  return `более ${formatNumber(n)} ${pluralCategoryRu(n) === 'one' ? forms[1] : forms[2]}`;
}

function dayNumber(date: Date, timeZone: string | undefined): number {
  const f = fieldsIn(date, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day) / DAY_MS;
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

let oneDecimalFormat: Intl.NumberFormat | null = null;
const oneDecimal = {
  format: (n: number) => (oneDecimalFormat ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })).format(n),
};

/** A size on the device in Russian units: '512 Б', '1,2 МБ'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} Б`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} КБ`;
  if (bytes < 1024 ** 3) return `${oneDecimal.format(bytes / 1024 ** 2)} МБ`;
  return `${oneDecimal.format(bytes / 1024 ** 3)} ГБ`;
}
