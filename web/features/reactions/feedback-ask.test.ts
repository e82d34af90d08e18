import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { markFeedbackAsked, mayAskFeedback } from './feedback-ask.ts';

// Node has no localStorage: a Map-backed one of this file's own, put in place for its tests and taken away
// after them, since test files share one process (another file may have put in a storage of its own).
const store = new Map<string, string>();
const memoryStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} satisfies Storage;
const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage, configurable: true });
});
afterAll(() => {
  if (before) Object.defineProperty(globalThis, 'localStorage', before);
  else Reflect.deleteProperty(globalThis, 'localStorage');
});

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
