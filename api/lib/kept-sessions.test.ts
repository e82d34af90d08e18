import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptSessionsStore } from './kept-sessions.ts';

const user = { id: 7, roles: ['editor'] };
const LATER = '2030-01-01T00:00:00.000Z';
const NOW = '2026-12-01T00:00:00.000Z';

afterEach(() => vi.useRealTimers());

describe('keptSessionsStore', () => {
  it('answers a kept lookup under the epoch it was kept under, and nothing once the epoch moves', () => {
    const kept = keptSessionsStore<typeof user>();
    expect(kept.get('a', 'e1', NOW)).toBeUndefined();
    kept.set('a', 'e1', { user, expiresAt: LATER });
    expect(kept.get('a', 'e1', NOW)).toEqual(user);
    expect(kept.get('a', 'e2', NOW)).toBeUndefined();
    // Back to the old value (a read begun before the move answering late): still nothing kept.
    expect(kept.get('a', 'e1', NOW)).toBeUndefined();
  });

  it('does not keep a lookup made under an older epoch than one already seen', () => {
    const kept = keptSessionsStore<typeof user>();
    kept.set('a', 'e1', { user, expiresAt: LATER });
    expect(kept.get('b', 'e2', NOW)).toBeUndefined();
    kept.set('a', 'e1', { user, expiresAt: LATER });
    expect(kept.get('a', 'e2', NOW)).toBeUndefined();
  });

  it('stops answering a session at its end and a minute after it was kept', () => {
    vi.useFakeTimers({ now: new Date(NOW) });
    const kept = keptSessionsStore<typeof user>();
    kept.set('a', 'e1', { user, expiresAt: '2026-12-01T00:00:30.000Z' });
    kept.set('b', 'e1', { user, expiresAt: LATER });
    expect(kept.get('a', 'e1', '2026-12-01T00:00:29.999Z')).toEqual(user);
    expect(kept.get('a', 'e1', '2026-12-01T00:00:30.000Z')).toBeUndefined();
    vi.advanceTimersByTime(59_000);
    expect(kept.get('b', 'e1', NOW)).toEqual(user);
    vi.advanceTimersByTime(1_000);
    expect(kept.get('b', 'e1', NOW)).toBeUndefined();
  });

  it('keeps at most `max` lookups, dropping the oldest kept first', () => {
    const kept = keptSessionsStore<typeof user>(2);
    kept.set('a', 'e1', { user, expiresAt: LATER });
    kept.set('b', 'e1', { user, expiresAt: LATER });
    kept.set('a', 'e1', { user, expiresAt: LATER });
    kept.set('c', 'e1', { user, expiresAt: LATER });
    expect(['a', 'b', 'c'].map((k) => kept.get(k, 'e1', NOW) !== undefined)).toEqual([true, false, true]);
  });
});
