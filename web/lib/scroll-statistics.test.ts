import { describe, expect, it } from 'vitest';
import { scrollDepth } from './scroll-statistics.ts';

describe('scrollDepth', () => {
  it('is the share of the page seen, clamped to 0-100', () => {
    expect(scrollDepth(0, 800, 4000)).toBe(20);
    expect(scrollDepth(1200, 800, 4000)).toBe(50);
    expect(scrollDepth(5000, 800, 4000)).toBe(100);
    expect(scrollDepth(0, 800, 600)).toBe(100);
  });
});
