// Membership moves that race: however many calls arrive at once, a user joins once, requests once,
// and a community keeps one owner (each move is one transaction on either engine).
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { kit } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const { person, call, create } = kit(t);

describe('moves at once', () => {
  it('lets one user join once and request once however many calls race', async () => {
    const owner = await person(2);
    const pupil = await person();
    const open = await create(owner);
    const joins = await Promise.all([1, 2, 3].map(() => call('PATCH', `/${open}/join`, pupil)));
    expect(joins.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await call('GET', `/${open}`, pupil)).body).toMatchObject({ state: 'member', members_count: 2 });
    const closed = await create(owner, { is_closed: true });
    const requests = await Promise.all([1, 2, 3].map(() => call('POST', `/${closed}/request`, pupil)));
    expect(requests.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await call('GET', `/${closed}/requests`, owner)).body.list).toHaveLength(1);
  });

  it('leaves one owner when two hand-overs race', async () => {
    const owner = await person(3);
    const first = await person();
    const second = await person();
    const id = await create(owner);
    for (const p of [first, second]) await call('PATCH', `/${id}/join`, p);
    const moves = await Promise.all([first, second].map((p) => call('PATCH', `/${id}/owner/${p.userId}`, owner)));
    expect(moves.map((r) => r.status).sort()).toEqual([200, 403]);
    const members = (await call('GET', `/${id}/members`, owner)).body.list ?? [];
    expect(members.filter((m) => m.role === 'owner')).toHaveLength(1);
  });
});
