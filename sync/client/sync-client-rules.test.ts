// Rules of the client side of sync over the in-memory device store: backoff bounds, item keys
// for coalescing and pulls, the pull merge, settling a bookmark, and reading the cached session.
import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff.ts';
import { bookmarkSetClient } from '../mutations/bookmarks-client.ts';
import { checkMutation, InvalidMutationError } from './enqueue.ts';
import { itemKeyOf, unsettledItemKeys } from './item-keys.ts';
import type { OutboxRow } from './local-schema.ts';
import { memoryDeviceStore } from './memory-device-store.ts';
import { applyPull } from './pull.ts';
import { ownerFromSession } from './session-meta.ts';

const row = (over: Partial<OutboxRow>): OutboxRow => ({
  key: '1:1',
  owner: '1',
  mutationId: 1,
  name: 'bookmark-set',
  args: { type: 'post', id: 5, on: true },
  at: '2026-01-01T00:00:00.000Z',
  attempts: 0,
  state: 'pending',
  ...over,
});

describe('backoff', () => {
  it('grows with attempts, is capped near a minute and is fully jittered', () => {
    expect(backoffDelay(1, () => 0.999)).toBeLessThan(1_000);
    expect(backoffDelay(3, () => 0.999)).toBeLessThan(4_000);
    expect(backoffDelay(3, () => 0.999)).toBeGreaterThan(3_900);
    expect(backoffDelay(30, () => 0.999)).toBeLessThan(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0)).toBe(0);
  });
});

describe('mutation checks', () => {
  it('accepts registered names with valid args and refuses the rest', () => {
    expect(checkMutation('bookmark-set', { type: 'news', id: 3, on: false })).toEqual({
      type: 'news',
      id: 3,
      on: false,
    });
    expect(() => checkMutation('bookmark-toggle', {})).toThrow(InvalidMutationError);
    expect(() => checkMutation('bookmark-set', { type: 'news', id: 3 })).toThrow(InvalidMutationError);
  });
});

describe('item keys', () => {
  it('names the item of a bookmark-set and collects items still waiting', () => {
    expect(itemKeyOf('bookmark-set', { type: 'post', id: 5, on: true })).toBe('bookmark:post:5');
    expect(itemKeyOf('other', {})).toBeNull();
    expect(itemKeyOf('audio-position-set', { audio_id: 4, position: 31 })).toBe('audio:4');
    expect(itemKeyOf('course-step-set', { course_id: 1, step_id: 2, state: 'completed' })).toBe('course-step:1:2');
    expect(
      itemKeyOf('quiz-answer', { quiz_id: 1, question_id: 2, answer: 3, attempt_key: crypto.randomUUID() }),
    ).toBeNull();
    const keys = unsettledItemKeys([
      row({}),
      row({ key: '1:2', mutationId: 2, args: { type: 'event', id: 1, on: true }, state: 'rejected' }),
    ]);
    expect([...keys]).toEqual(['bookmark:post:5']);
  });
});

describe('pull merge', () => {
  it('lets the server value win except where a local change waits', async () => {
    const store = memoryDeviceStore();
    await store.transaction((tx) => tx.put(row({ key: '1:1', args: { type: 'post', id: 5, on: true } })));
    const response = {
      cookie: 9,
      bookmarks: [
        { type: 'post', id: 5, on: false, updated_at: 'x' },
        { type: 'post', id: 6, on: true, updated_at: 'y' },
      ],
    };
    await applyPull(store, '1', response);
    expect([...store.read('bookmarks').values()]).toEqual([
      { key: '1:post:6', owner: '1', type: 'post', id: 6, on: true, updatedAt: 'y', pending: false },
    ]);
  });
});

describe('settling a bookmark', () => {
  const settle = async (outcome: 'applied' | 'rejected', detail: string | undefined, superseded: boolean) => {
    const store = memoryDeviceStore();
    const args = { type: 'post' as const, id: 5, on: true };
    await store.transaction(async (tx) => {
      await bookmarkSetClient.apply?.(tx, { owner: '1', at: 't0' }, args);
      await bookmarkSetClient.settle?.(tx, { owner: '1', at: 't', outcome, detail, superseded }, args);
    });
    const { on, pending } = store.read('bookmarks').get('1:post:5') ?? {};
    return { on, pending };
  };
  it('reverts a rejection, keeps "already added" on, and leaves superseded items alone', async () => {
    expect(await settle('rejected', 'Invalid bookmark data', false)).toEqual({ pending: false, on: false });
    expect(await settle('rejected', 'You are already add page', false)).toEqual({ pending: false, on: true });
    expect(await settle('rejected', 'Invalid bookmark data', true)).toEqual({ pending: true, on: true });
    expect(await settle('applied', undefined, false)).toEqual({ pending: false, on: true });
  });
});

describe('cached session', () => {
  it('gives the owner id or null', () => {
    expect(ownerFromSession({ user: { id: 7, login: 'a' }, checkedAt: 'x' })).toBe('7');
    expect(ownerFromSession({ user: null, checkedAt: 'x' })).toBeNull();
    expect(ownerFromSession(undefined)).toBeNull();
  });
});
