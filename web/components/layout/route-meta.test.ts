import { describe, expect, it } from 'vitest';
import { parentPath } from './route-meta.ts';

describe('parentPath', () => {
  it('drops the last segment', () => {
    expect(parentPath('/course/5/2')).toBe('/course/5');
    expect(parentPath('/course/5/')).toBe('/course');
    expect(parentPath('/faq')).toBe('/');
    expect(parentPath('/')).toBe('/');
  });

  it('returns from the work upload screen to its contest', () => {
    expect(parentPath('/contests/work', '?contest=3')).toBe('/contests/3');
    expect(parentPath('/contests/work', '?contest=x')).toBe('/contests');
  });
});
