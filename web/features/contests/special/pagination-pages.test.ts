import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-pages.ts';

const show = (current: number, count: number) =>
  paginationItems(current, count)
    .map((i) => (i.kind === 'page' ? String(i.index + 1) : '…'))
    .join(' ');

describe('all-works pagination (range 2, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(show(0, 2)).toBe('1 2');
    expect(show(1, 3)).toBe('1 2 3');
  });
  it('keeps the first and last page and the pages around the current one, with gaps', () => {
    expect(show(0, 10)).toBe('1 2 3 … 10');
    expect(show(4, 10)).toBe('1 … 4 5 6 … 10');
    expect(show(9, 10)).toBe('1 … 9 10');
    expect(show(2, 3)).toBe('1 2 3');
    expect(show(1, 10)).toBe('1 2 3 … 10');
  });
});
