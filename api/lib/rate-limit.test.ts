import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hitRateLimit, hitRateLimitsTogether, peekRateLimit } from './rate-limit.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('hitRateLimit', () => {
  it('allows `limit` hits per key within a window that opens at the first hit, then resets', async () => {
    t = await createTestApp({ seed: false });
    const db = t.deps.db;
    const start = 1_700_000_059_000; // one second before a minute boundary: no effect
    const hits = [];
    for (const d of [0, 1_000, 2_000]) hits.push(await hitRateLimit(db, 'k', 2, 60, start + d));
    expect(hits).toEqual([true, true, false]);
    expect(await hitRateLimit(db, 'other', 2, 60, start + 2_000)).toBe(true);
    expect(await hitRateLimit(db, 'k', 2, 60, start + 59_000)).toBe(false);
    expect(await hitRateLimit(db, 'k', 2, 60, start + 60_000)).toBe(true);
    expect(await hitRateLimit(db, 'k', 2, 60, start + 61_000)).toBe(true);
    expect(await hitRateLimit(db, 'k', 2, 60, start + 62_000)).toBe(false);
  });

  it('counts parallel hits one by one: exactly `limit` of them pass', async () => {
    t = await createTestApp({ seed: false });
    const db = t.deps.db;
    const now = 1_700_000_000_000;
    const passed = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(db, 'burst', 3, 60, now)));
    expect(passed.filter(Boolean)).toHaveLength(3);
    expect(await peekRateLimit(db, 'burst', now)).toBe(10);
  });
});

describe('hitRateLimitsTogether', () => {
  it('counts every key only while all are below their limits, even for parallel callers', async () => {
    t = await createTestApp({ seed: false });
    const db = t.deps.db;
    const now = 1_700_000_000_000;
    const hits = [
      { key: 'day:ip', limit: 5, windowSeconds: 86_400 },
      { key: 'day:total', limit: 3, windowSeconds: 86_400 },
    ];
    const passed = await Promise.all(Array.from({ length: 8 }, () => hitRateLimitsTogether(db, hits, now)));
    expect(passed.filter(Boolean)).toHaveLength(3);
    // A refused call counts nothing, on any key.
    expect(await peekRateLimit(db, 'day:total', now)).toBe(3);
    expect(await peekRateLimit(db, 'day:ip', now)).toBe(3);
  });
});
