import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title.ts';

describe('documentTitle', () => {
  it('names the page before the site', () => {
    expect(documentTitle('Каталог')).toBe('Каталог — Наука рядом');
  });
  it('is the site name alone without a page title', () => {
    expect(documentTitle(undefined)).toBe('Наука рядом');
    expect(documentTitle('  ')).toBe('Наука рядом');
    expect(documentTitle('Наука рядом')).toBe('Наука рядом');
  });
});
