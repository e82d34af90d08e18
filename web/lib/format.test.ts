// Pins the exact Russian output of the shared format helpers, including days that change
// at midnight Moscow time (UTC+3) while UTC is still on the previous day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_TITLE_MAX,
  CARD_TITLE_MAX_MOBILE,
  NBSP,
  formatCount,
  formatCountAbove,
  formatDate,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  formatLongDate,
  formatNotificationDate,
  formatNumber,
  formatRelative,
  formatTime,
  intlFields,
  pluralCategoryRu,
  pluralRu,
  truncate,
} from './format.ts';

const msk = { timeZone: 'Europe/Moscow' };
const utc = { timeZone: 'UTC' };

describe('dates and times', () => {
  it('formats DD.MM.YYYY, HH:mm and DD.MM', () => {
    const d = '2026-11-21T11:05:09Z';
    expect(formatDate(d, msk)).toBe('21.11.2026');
    expect(formatTime(d, msk)).toBe('14:05');
    expect(formatTime('2026-03-01T06:07:00Z', msk)).toBe('09:07');
    expect(formatTime('2026-03-01T00:00:00Z', utc)).toBe('00:00');
    expect(formatNotificationDate(d, msk)).toBe('21.11');
    expect(formatNotificationDate('2026-01-05T12:00:00Z', msk)).toBe('05.01');
  });

  it('writes long dates with the month in the genitive and no "г."', () => {
    expect(formatLongDate('2026-11-21T11:00:00Z', msk)).toBe('21 ноября 2026');
    expect(formatLongDate('2026-05-05T11:00:00Z', msk)).toBe('05 мая 2026');
    expect(formatLongDate('2026-03-08T11:00:00Z', msk)).toBe('08 марта 2026');
  });

  it('changes the day at midnight Moscow time, not UTC', () => {
    const beforeMidnight = '2026-11-21T20:59:00Z'; // 23:59 in Moscow
    const afterMidnight = '2026-11-21T21:00:00Z'; // 00:00 on the 22nd in Moscow
    expect(formatDate(beforeMidnight, msk)).toBe('21.11.2026');
    expect(formatDate(afterMidnight, msk)).toBe('22.11.2026');
    expect(formatDate(afterMidnight, utc)).toBe('21.11.2026');
    expect(formatEventDateTime(afterMidnight)).toBe('22 ноября 2026, 00:00 (МСК)');
    expect(formatEventDateTime('2026-12-31T20:59:59Z')).toBe('31 декабря 2026, 23:59 (МСК)');
    expect(formatEventDate('2026-12-31T21:00:00Z')).toBe('01 января 2027');
    expect(formatEventTime('2026-06-15T07:30:00Z')).toBe('10:30');
  });

  it('reads a bare YYYY-MM-DD as that calendar day in any zone', () => {
    expect(formatDate('2010-02-03', { timeZone: 'America/Los_Angeles' })).toBe('03.02.2010');
    expect(formatLongDate('2010-02-03', { timeZone: 'Asia/Vladivostok' })).toBe('03 февраля 2010');
  });

  it('accepts Date and epoch numbers and gives "" for invalid input', () => {
    const ms = Date.UTC(2026, 10, 21, 11, 5);
    expect(formatDate(ms, msk)).toBe('21.11.2026');
    expect(formatTime(new Date(ms), msk)).toBe('14:05');
    expect(formatDate('not a date', msk)).toBe('');
    expect(formatEventDateTime('nope')).toBe('');
    expect(formatRelative('nope', ms)).toBe('');
  });
});

describe('pluralRu and numbers', () => {
  const days = ['день', 'дня', 'дней'] as const;
  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [101, 'день'],
    [111, 'дней'],
    [1.5, 'дня'],
  ])('%s -> %s', (n, form) => {
    expect(pluralRu(n, days)).toBe(form);
  });

  it('groups digits in threes with a no-break space', () => {
    expect(formatNumber(12345678)).toBe(`12${NBSP}345${NBSP}678`);
    expect(formatNumber(1234)).toBe(`1${NBSP}234`);
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1500)).toBe(`-1${NBSP}500`);
    expect(formatNumber(1234.5)).toBe(`1${NBSP}234,5`);
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatCount(350, ['балл', 'балла', 'баллов'])).toBe('350 баллов');
    expect(formatCount(1021, ['балл', 'балла', 'баллов'])).toBe(`1${NBSP}021 балл`);
  });

  it("says a lower bound with the genitive that 'более' governs", () => {
    const forms = ['материал', 'материала', 'материалов'] as const;
    expect(formatCountAbove(1000, forms)).toBe(`более 1${NBSP}000 материалов`);
    expect(formatCountAbove(19, forms)).toBe('более 19 материалов');
    expect(formatCountAbove(21, forms)).toBe('более 21 материала');
    expect(formatCountAbove(3, forms)).toBe('более 3 материалов');
    expect(formatCountAbove(11, forms)).toBe('более 11 материалов');
    expect(formatCountAbove(1, forms)).toBe('более 1 материала');
  });
});

describe('formatRelative', () => {
  const now = '2026-11-21T11:00:00Z'; // 14:00 in Moscow

  it('says today and yesterday with the time', () => {
    expect(formatRelative('2026-11-21T11:05:00Z', now, msk)).toBe('сегодня в 14:05');
    expect(formatRelative('2026-11-20T06:30:00Z', now, msk)).toBe('вчера в 09:30');
  });

  it('counts calendar days in the zone around midnight Moscow time', () => {
    // 00:30 Moscow on the 21st is still the 20th in UTC.
    const justAfterMidnight = '2026-11-20T21:30:00Z';
    expect(formatRelative(justAfterMidnight, now, msk)).toBe('сегодня в 00:30');
    expect(formatRelative(justAfterMidnight, now, utc)).toBe('вчера в 21:30');
    // 23:59 Moscow on the 20th, a minute before the new day.
    expect(formatRelative('2026-11-20T20:59:00Z', '2026-11-20T21:00:00Z', msk)).toBe('вчера в 23:59');
  });

  it('says N days ago with Russian plurals', () => {
    expect(formatRelative('2026-11-19T11:00:00Z', now, msk)).toBe('2 дня назад');
    expect(formatRelative('2026-11-18T11:00:00Z', now, msk)).toBe('3 дня назад');
    expect(formatRelative('2026-11-16T11:00:00Z', now, msk)).toBe('5 дней назад');
    expect(formatRelative('2026-10-31T11:00:00Z', now, msk)).toBe('21 день назад');
    expect(formatRelative('2026-10-22T11:00:00Z', now, msk)).toBe('30 дней назад');
  });

  it('falls back to the date for older or future moments', () => {
    expect(formatRelative('2026-10-21T11:00:00Z', now, msk)).toBe('21.10.2026');
    expect(formatRelative('2026-11-22T11:00:00Z', now, msk)).toBe('22.11.2026');
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Короткий заголовок', CARD_TITLE_MAX)).toBe('Короткий заголовок');
    expect(truncate('  пробелы  ', 20)).toBe('пробелы');
  });

  it('cuts at a word boundary and stays within the limit', () => {
    const title = 'Как устроена Вселенная: от Большого взрыва до чёрных дыр и тёмной материи, рассказывают учёные';
    const short = truncate(title, CARD_TITLE_MAX_MOBILE);
    expect(short).toBe('Как устроена Вселенная: от Большого взрыва до чёрных дыр и тёмной материи…');
    expect(Array.from(short).length).toBeLessThanOrEqual(CARD_TITLE_MAX_MOBILE);
    expect(truncate('Привет, мир! Это длинный текст', 14)).toBe('Привет, мир…');
  });

  it('cuts inside a word when no space is near the end', () => {
    expect(truncate('Электроэнцефалография', 10)).toBe('Электроэн…');
    expect(truncate('abc', 1)).toBe('…');
  });

  it('never splits a surrogate pair', () => {
    expect(truncate('🧪🧪🧪🧪🧪', 3)).toBe('🧪🧪…');
  });
});

describe('the fast paths agree with Intl', () => {
  const moment = fc.integer({ min: Date.UTC(2014, 9, 25, 12), max: Date.UTC(2100, 0, 1) }).map((t) => new Date(t));

  it('reads Moscow, UTC and the device zone as Intl does', () => {
    fc.assert(
      fc.property(moment, fc.constantFrom('Europe/Moscow', 'UTC', undefined), (date, timeZone) => {
        const f = intlFields(date, timeZone);
        const want = `${String(f.day).padStart(2, '0')}.${String(f.month).padStart(2, '0')}.${f.year}`;
        expect(formatDate(date, { timeZone })).toBe(want);
        expect(formatTime(date, { timeZone })).toBe(
          `${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the long date as Intl does, month in the genitive', () => {
    const intl = new Intl.DateTimeFormat('ru-RU', {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    });
    fc.assert(
      fc.property(moment, (date) => {
        const p = Object.fromEntries(intl.formatToParts(date).map((x) => [x.type, x.value]));
        expect(formatEventDate(date)).toBe(`${p.day} ${p.month} ${p.year}`);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps Moscow before 2014 on Intl (UTC+4 then)', () => {
    expect(formatTime('2012-06-01T10:00:00Z', msk)).toBe('14:00');
  });

  it('picks the plural category Intl.PluralRules picks', () => {
    const rules = new Intl.PluralRules('ru-RU');
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -100_000, max: 10_000_000 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 })),
        (n) => {
          expect(pluralCategoryRu(n)).toBe(rules.select(n));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('groups integers as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('ru-RU', { useGrouping: 'always', maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatNumber(n)).toBe(intl.format(n));
      }),
      { numRuns: 2000 },
    );
  });
});
