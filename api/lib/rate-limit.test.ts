import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hitRateLimit } from './rate-limit.ts';

let t: TestApp;
afterEach(() => t?.close());

describe('hitRateLimit', () => {
  it('allows `limit` hits per key within a window that opens at the first hit, then resets', () => {
    t = createTestApp({ seed: false });
    const start = 1_700_000_059_000; // one second before a minute boundary: no effect
    const hits = [0, 1_000, 2_000].map((d) => hitRateLimit(t.deps.db, 'k', 2, 60, start + d));
    expect(hits).toEqual([true, true, false]);
    expect(hitRateLimit(t.deps.db, 'other', 2, 60, start + 2_000)).toBe(true);
    expect(hitRateLimit(t.deps.db, 'k', 2, 60, start + 59_000)).toBe(false);
    expect(hitRateLimit(t.deps.db, 'k', 2, 60, start + 60_000)).toBe(true);
    expect(hitRateLimit(t.deps.db, 'k', 2, 60, start + 61_000)).toBe(true);
    expect(hitRateLimit(t.deps.db, 'k', 2, 60, start + 62_000)).toBe(false);
  });
});
