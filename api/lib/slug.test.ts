import { describe, expect, it } from 'vitest';
import { slugify, slugWithId } from './slug.ts';

describe('slugs from Russian titles', () => {
  it('transliterates and joins words with hyphens', () => {
    expect(slugify('Чёрные дыры')).toBe('chernye-dyry');
    expect(slugify('  Лекция: «Чёрные дыры»!  ')).toBe('lekciya-chernye-dyry');
  });

  it('falls back when nothing readable is left', () => {
    expect(slugify('???')).toBe('page');
    expect(slugWithId('★★★', 5, 'community')).toBe('community-5');
  });

  it('keeps a slug with an id unique and free of a trailing hyphen after cutting', () => {
    expect(slugWithId('Клуб «Звёзды»', 12, 'community')).toBe('klub-zvezdy-12');
    const long = slugWithId('а '.repeat(100), 3, 'community');
    expect(long).toMatch(/^[a-z-]+-3$/);
    expect(long).not.toMatch(/--/);
    expect(long.length).toBeLessThanOrEqual(62);
  });
});
