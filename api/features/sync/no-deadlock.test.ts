// The outbox never deadlocks (issue 10, item 5): what would fail the same way on every retry is a
// rejection of that one mutation with a detail, never a 4xx/5xx for the whole push. A malformed
// member is rejected alone; an event form's client_key is unique per user, not across users.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const values = [
  { name: 'name', value: 'Алиса Иванова' },
  { name: 'email', value: 'alisa@example.org' },
  { name: 'grade', value: '8' },
];
const bookmark = (id: number, item: number) => mutation(id, 'bookmark-set', { type: 'post', id: item, on: true });

async function eventId(slug: string): Promise<number> {
  return ((await (await t.call('GET', `/api/event/slug/${slug}`)).json()) as { id: number }).id;
}

describe('a push never wedges a queue', () => {
  it('rejects a member with a malformed time alone and applies the rest', async () => {
    const { token } = await t.signUp();
    const res = await pushMutations(t, token, randomUUID(), [
      bookmark(1, 1),
      { ...bookmark(2, 2), at: 'yesterday' },
      bookmark(3, 3),
    ]);
    expect(res).toEqual({
      last_mutation_id: 3,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'rejected', detail: 'Invalid mutation' },
        { id: 3, status: 'applied' },
      ],
    });
  });

  it("accepts an event form whose client_key another user's device already used", async () => {
    const event = await eventId('master-klass-roboty');
    const key = 'shared-device-key-1';
    const send = (id: number) => mutation(id, 'event-form-send', { event_id: event, client_key: key, values });
    const first = await t.signUp();
    const second = await t.signUp();
    expect((await pushMutations(t, first.token, randomUUID(), [send(1)])).results).toEqual([
      { id: 1, status: 'applied' },
    ]);
    expect((await pushMutations(t, second.token, randomUUID(), [send(1)])).results).toEqual([
      { id: 1, status: 'applied' },
    ]);
  });

  it("rejects a user's key reused for another event alone, with a detail, and goes on", async () => {
    const [a, b] = [await eventId('master-klass-roboty'), await eventId('lekciya-chernye-dyry')];
    const { token } = await t.signUp();
    const res = await pushMutations(t, token, randomUUID(), [
      mutation(1, 'event-form-send', { event_id: a, client_key: 'my-device-key-1', values }),
      mutation(2, 'event-form-send', { event_id: b, client_key: 'my-device-key-1', values }),
      bookmark(3, 4),
    ]);
    expect(res.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'rejected', detail: 'Client key already used' },
      { id: 3, status: 'applied' },
    ]);
  });
});
