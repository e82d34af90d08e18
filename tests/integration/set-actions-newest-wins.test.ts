// The six set-style offline actions settle by when they were taken (issue 46): an older action that
// arrives later (a device offline for a week) leaves the newer state, made through sync or REST, and
// its push result says it was superseded; a device clock far in the future is clamped to the
// server's receive time, so a later action still wins; equal times are settled by client id.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { makePage } from '../../api/testing/social-fixtures.ts';
import { mutation, pushMutations } from '../../api/testing/sync-push.ts';
import { createTestApp } from '../../api/testing/test-app.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function json(res: Response | Promise<Response>): Promise<Record<string, unknown>> {
  const r = await res;
  expect(r.status, await r.clone().text()).toBeLessThan(300);
  return (await r.json()) as Record<string, unknown>;
}

/** One set-style action: its mutation for a wanted value, the REST call for it, and the server's state. */
interface SetAction<V> {
  name: string;
  args: (value: V) => unknown;
  rest: (value: V) => Promise<unknown>;
  read: () => Promise<V>;
  /** The older device's wish and the newer one's. */
  older: V;
  newer: V;
}

type Setup = (token: string, userId: number) => Promise<SetAction<unknown>>;

const cases: [string, Setup][] = [
  [
    'bookmark-set',
    async (token) => {
      const page = await makePage(t, null);
      return {
        name: 'bookmark-set',
        args: (on) => ({ type: 'post', id: page, on }),
        rest: (on) => json(t.call(on ? 'POST' : 'DELETE', '/api/user/favorite', { token, body: { page_id: page } })),
        read: async () => {
          const body = await json(
            t.call('POST', '/api/favorite-all/exist', { token, body: { type: 'post', ids: [page] } }),
          );
          return (body.exist_ids as number[]).includes(page);
        },
        older: true,
        newer: false,
      };
    },
  ],
  [
    'follow-set',
    async (token) => {
      const other = await t.signUp();
      return {
        name: 'follow-set',
        args: (on) => ({ user_id: other.userId, on }),
        rest: (on) => json(t.call(on ? 'POST' : 'DELETE', `/api/user/${other.userId}/follow`, { token })),
        read: async () => (await json(t.call('GET', `/api/user/${other.userId}/relations`, { token }))).is_following,
        older: true,
        newer: false,
      };
    },
  ],
  [
    'block-set',
    async (token) => {
      const other = await t.signUp();
      return {
        name: 'block-set',
        args: (on) => ({ user_id: other.userId, on }),
        rest: (on) =>
          json(
            t.call(on ? 'POST' : 'DELETE', `/api/user/${on ? 'blocked' : 'unblocked'}`, {
              token,
              body: { user_id: other.userId },
            }),
          ),
        read: async () => (await json(t.call('GET', `/api/user/${other.userId}/relations`, { token }))).is_blocked,
        older: false,
        newer: true,
      };
    },
  ],
  [
    'collection-rename',
    async (token) => {
      const { id } = (await json(t.call('POST', '/api/collection', { token, body: { title: 'Начало' } }))) as {
        id: number;
      };
      return {
        name: 'collection-rename',
        args: (title) => ({ collection_id: id, title }),
        rest: (title) => json(t.call('PUT', `/api/collection/${id}`, { token, body: { title } })),
        read: async () => (await json(t.call('GET', `/api/collection/${id}`, { token }))).title,
        older: 'Старое название',
        newer: 'Новое название',
      };
    },
  ],
  [
    'collection-item-set',
    async (token) => {
      const { id } = (await json(t.call('POST', '/api/collection', { token, body: { title: 'Подборка' } }))) as {
        id: number;
      };
      const page = await makePage(t, null);
      return {
        name: 'collection-item-set',
        args: (on) => ({ collection_id: id, page_id: page, on }),
        rest: (on) =>
          json(
            t.call('PUT', `/api/collection/${id}/${on ? 'add_content' : 'remove_content'}`, {
              token,
              body: { page_id: page },
            }),
          ),
        read: async () =>
          ((await json(t.call('GET', `/api/collection/${id}`, { token }))).page_ids as number[]).includes(page),
        older: true,
        newer: false,
      };
    },
  ],
  [
    'notification-settings-set',
    async (token) => ({
      name: 'notification-settings-set',
      args: (on) => ({ settings: { type_2: on } }),
      rest: (on) => json(t.call('PUT', '/api/notification/settings', { token, body: { type_2: on } })),
      read: async () => (await json(t.call('GET', '/api/notification/settings', { token }))).type_2,
      older: true,
      newer: false,
    }),
  ],
];

describe.each(cases)('%s settles by when the action was taken', (_name, setup) => {
  it("leaves device B's newer state when device A's older action arrives after it, and says superseded", async () => {
    const user = await t.signUp();
    const s = await setup(user.token, user.userId);
    const b = await pushMutations(t, user.token, randomUUID(), [mutation(1, s.name, s.args(s.newer), ago(HOUR))]);
    expect(b.results[0]).toMatchObject({ status: 'applied' });
    expect(b.results[0]).not.toHaveProperty('superseded');
    const deviceA = randomUUID();
    const a = [mutation(1, s.name, s.args(s.older), ago(7 * 24 * HOUR))];
    const late = await pushMutations(t, user.token, deviceA, a);
    expect(late.results[0]).toMatchObject({ id: 1, status: 'applied', superseded: true });
    expect(await s.read()).toEqual(s.newer);
    // A replay answers the same.
    expect((await pushMutations(t, user.token, deviceA, a)).results[0]).toMatchObject({ superseded: true });
  });

  it('leaves the state a REST call set (at the server time) when an action taken before it arrives', async () => {
    const user = await t.signUp();
    const s = await setup(user.token, user.userId);
    await s.rest(s.newer);
    const late = await pushMutations(t, user.token, randomUUID(), [
      mutation(1, s.name, s.args(s.older), ago(7 * 24 * HOUR)),
    ]);
    expect(late.results[0]).toMatchObject({ status: 'applied', superseded: true });
    expect(await s.read()).toEqual(s.newer);
  });

  it('clamps a device clock far in the future, so a later action still wins over it', async () => {
    const user = await t.signUp();
    const s = await setup(user.token, user.userId);
    const future = await pushMutations(t, user.token, randomUUID(), [
      mutation(1, s.name, s.args(s.older), '2099-01-01T00:00:00.000Z'),
    ]);
    expect(future.results[0]).toMatchObject({ status: 'applied' });
    expect(await s.read()).toEqual(s.older);
    // A few seconds after the push (within the allowed skew, so not clamped itself), through sync…
    const later = new Date(Date.now() + 5_000).toISOString();
    const next = await pushMutations(t, user.token, randomUUID(), [mutation(1, s.name, s.args(s.newer), later)]);
    expect(next.results[0]).not.toHaveProperty('superseded');
    expect(await s.read()).toEqual(s.newer);
    // …and a REST call afterwards wins too.
    await s.rest(s.older);
    expect(await s.read()).toEqual(s.older);
  });

  it('settles two actions taken at the same moment by client id, whichever arrives first', async () => {
    const user = await t.signUp();
    const s = await setup(user.token, user.userId);
    const at = ago(HOUR);
    const high = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    const low = '00000000-0000-4000-8000-000000000000';
    await pushMutations(t, user.token, `${high.slice(0, -6)}${String(user.userId).padStart(6, '0')}`, [
      mutation(1, s.name, s.args(s.newer), at),
    ]);
    const tie = await pushMutations(t, user.token, `${low.slice(0, -6)}${String(user.userId).padStart(6, '0')}`, [
      mutation(1, s.name, s.args(s.older), at),
    ]);
    expect(tie.results[0]).toMatchObject({ superseded: true });
    expect(await s.read()).toEqual(s.newer);
  });
});

describe('a superseded device takes the server state in its next pull', () => {
  it('sends the bookmark again even when the device pulled it before its older wish arrived', async () => {
    const user = await t.signUp();
    const page = await makePage(t, null);
    await json(t.call('DELETE', '/api/user/favorite', { token: user.token, body: { page_id: page } }));
    const cookie = ((await json(t.call('GET', '/api/sync/pull', { token: user.token }))).cookie ?? 0) as number;
    const late = await pushMutations(t, user.token, randomUUID(), [
      mutation(1, 'bookmark-set', { type: 'post', id: page, on: true }, ago(24 * HOUR)),
    ]);
    expect(late.results[0]).toMatchObject({ superseded: true });
    const pulled = await json(t.call('GET', `/api/sync/pull?cookie=${cookie}`, { token: user.token }));
    expect(pulled.bookmarks).toEqual([expect.objectContaining({ type: 'post', id: page, on: false })]);
  });
});
