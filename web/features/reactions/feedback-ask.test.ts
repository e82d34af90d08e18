import { afterEach, describe, expect, it } from 'vitest';
import { markFeedbackAsked, mayAskFeedback } from './feedback-ask.ts';

const store = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} satisfies Storage;

describe('the question after a like', () => {
  afterEach(() => localStorage.clear());
  const t0 = Date.UTC(2026, 10, 29, 9, 0, 0);
  it('is asked once a day per kind', () => {
    expect(mayAskFeedback('like', t0)).toBe(true);
    markFeedbackAsked('like', t0);
    expect(mayAskFeedback('like', t0 + 60_000)).toBe(false);
    expect(mayAskFeedback('like', t0 + 24 * 3600_000 - 1)).toBe(false);
    expect(mayAskFeedback('like', t0 + 24 * 3600_000)).toBe(true);
    expect(mayAskFeedback('dislike', t0 + 60_000)).toBe(true);
  });
});
