import { describe, expect, it } from 'vitest';
import {
  blockText,
  matchesStems,
  queryStems,
  searchShadow,
  searchStems,
  searchWords,
  stemScore,
} from './search-text.ts';

describe('search text', () => {
  it('lower-cases, folds ё and strips punctuation', () => {
    expect(searchWords('Ёлка, «Физика»!  и  IT-курсы.')).toEqual(['елка', 'физика', 'и', 'it', 'курсы']);
  });

  it('stems Russian word forms alike', () => {
    expect(searchStems('курсы')).toEqual(searchStems('курс'));
    expect(searchStems('курсов')).toEqual(searchStems('курс'));
    expect(searchStems('физики')).toEqual(searchStems('физика'));
    expect(searchStems('звёзды')).toEqual(searchStems('звезда'));
    expect(searchStems('ёлка')).toEqual(searchStems('елка'));
  });

  it('builds the shadow text and unique query stems', () => {
    expect(searchShadow('Курсы по физике', null, 'Ёлка')).toBe('курс по физик елк');
    expect(queryStems('  курс курсы ')).toEqual(['курс']);
    expect(queryStems(' ,. ')).toEqual([]);
  });

  it('matches every stem, the last one as a prefix, and scores title hits higher', () => {
    expect(matchesStems('Новогодняя елка во дворе', searchStems('ёлки'))).toBe(true);
    expect(matchesStems('Новогодняя елка', queryStems('елка дворе'))).toBe(false);
    expect(matchesStems('Астрономия для всех', queryStems('астро'))).toBe(true);
    expect(matchesStems('Текст', [])).toBe(false);
    const stems = queryStems('физика');
    expect(stemScore('Физика звёзд', 'о звёздах', stems)).toBeGreaterThan(stemScore('Звёзды', 'физика звёзд', stems));
    expect(stemScore('Химия', 'реакции', stems)).toBe(0);
  });

  it('reads the text of content blocks without markup, links or codes', () => {
    const blocks = [
      { type: 'text', data: { html: '<p>Курсы &amp; <b>опыты</b></p>' } },
      { type: 'image', data: { url: '/media/a.webp' } },
      { type: 'tabs', data: { items: [{ title: 'Вкладка', html: 'Ёлка', url: 'https://example.org' }] } },
    ];
    expect(searchWords(blockText(blocks))).toEqual(['курсы', 'опыты', 'вкладка', 'елка']);
  });
});
