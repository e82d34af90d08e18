// Read marks and settings made offline, through POST /api/sync/push: applied once, in order, with
// the saved settings in the push result; a bad setting is rejected alone with its detail.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

describe('notifications in sync', () => {
  it('marks the shown ids read and saves settings; a replay changes nothing; a bad key is rejected alone', async () => {
    const star = await t.signUp();
    for (let i = 0; i < 3; i++)
      await t.call('POST', `/api/user/${star.userId}/follow`, { token: (await t.signUp()).token });
    const { list } = await (await t.call('GET', '/api/notification', { token: star.token })).json();
    const client = randomUUID();
    const batch = [
      mutation(1, 'notification-read', { ids: [list[0].id, list[1].id] }),
      mutation(2, 'notification-settings-set', { settings: { type_1: true, type_2: false } }),
      mutation(3, 'notification-settings-set', { settings: { type_9: false } }),
      mutation(4, 'notification-settings-set', { settings: { type_2: true, type_4: false } }),
    ];
    const first = await pushMutations(t, star.token, client, batch);
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied']);
    expect(first.results[2]).toMatchObject({ detail: 'Unknown setting' });
    expect(first.results[3]).toMatchObject({ value: { settings: { type_2: true, type_4: false, type_5: true } } });
    const replay = await pushMutations(t, star.token, client, batch);
    expect(replay.results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied']);
    const state = await (await t.call('GET', '/api/notification/is_new', { token: star.token })).json();
    expect(state).toMatchObject({ unread: 1 });
    const settings = await (await t.call('GET', '/api/notification/settings', { token: star.token })).json();
    expect(settings).toEqual({ type_1: true, type_2: true, type_3: true, type_4: false, type_5: true });
    // Subscriptions (group 4) are off now: a new follower says nothing.
    await t.call('POST', `/api/user/${star.userId}/follow`, { token: (await t.signUp()).token });
    expect((await (await t.call('GET', '/api/notification', { token: star.token })).json()).total).toBe(3);
  });
});
