// An owner's invitations are limited per day over all their communities (issue 41, hole 10): past
// the limit the owner gets 429 with seconds_left, and revoking an invitation does not give it back.
import { afterAll, describe, expect, it } from 'vitest';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { kit } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  setClock(null);
  await t.close();
});
/** sync/rules/communities.ts; written out so that moving the limit by one fails here. */
const INVITES_PER_DAY = 60;
const { person, call, create } = kit(t);

describe('invitations per owner per day', () => {
  it('refuses the invitation past the limit over all communities, revoked ones counted', async () => {
    const owner = await person(4);
    const first = await create(owner, { name: 'Первый класс' });
    const second = await create(owner, { name: 'Второй класс' });
    let lastInvite = 0;
    for (let i = 0; i < INVITES_PER_DAY; i++) {
      const pupil = await person();
      const res = await call('POST', `/${i % 2 ? first : second}/invite/${pupil.userId}`, owner);
      expect(res.status).toBe(201);
      lastInvite = res.body.id as number;
    }
    expect((await call('PATCH', `/invite/${lastInvite}/revoke`, owner)).status).toBe(200);
    const over = await t.call('POST', `/api/community/${first}/invite/${(await person()).userId}`, {
      token: owner.token,
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ detail: 'Too many invitations today', seconds_left: 86_400 });
    expect(over.headers.get('retry-after')).toBe('86400');
    // Another owner is not affected.
    const other = await person(2);
    expect((await call('POST', `/${await create(other)}/invite/${(await person()).userId}`, other)).status).toBe(201);
  });

  it('gives the invitations back a day after the first of them, not a second sooner', async () => {
    setClock(Date.parse('2026-03-02T09:00:00.000Z'));
    const owner = await person(4);
    const community = await create(owner, { name: 'Третий класс' });
    const invite = async () => call('POST', `/${community}/invite/${(await person()).userId}`, owner);
    for (let i = 0; i < INVITES_PER_DAY; i++) expect((await invite()).status).toBe(201);
    expect((await invite()).status).toBe(429);
    advanceClock(86_399_000);
    expect((await invite()).status).toBe(429);
    advanceClock(1_000);
    expect((await invite()).status).toBe(201);
  });
});
