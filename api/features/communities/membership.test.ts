// API tests of every membership transition and every refusal: join, leave, request, cancel,
// approve, reject, invite, accept, reject, revoke, remove and the right to post, each checked on
// the server for who may do it and in which state; plus the domain events they emit.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { kit, recordEvents } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const { person, call, create } = kit(t);
const events = recordEvents(t);

describe('joining and leaving', () => {
  it('joins an open community once, leaves it once', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner);
    const joined = await call('PATCH', `/${id}/join`, pupil);
    expect(joined.body).toMatchObject({ state: 'member', members_count: 2, can_post: false });
    expect(await call('PATCH', `/${id}/join`, pupil)).toEqual({ status: 409, body: { detail: 'Already a member' } });
    expect(events.at(-1)).toMatchObject({
      name: 'community.member_joined',
      payload: { communityId: id, userId: pupil.userId, via: 'join' },
    });
    expect((await call('PATCH', `/${id}/leave`, pupil)).body).toMatchObject({ state: 'none', members_count: 1 });
    expect(await call('PATCH', `/${id}/leave`, pupil)).toEqual({ status: 409, body: { detail: 'Not a member' } });
    expect(events.at(-1)).toMatchObject({
      name: 'community.member_left',
      payload: { userId: pupil.userId, removedBy: null },
    });
  });

  it('refuses joining a closed community without approval', async () => {
    const id = await create(await person(2), { is_closed: true });
    expect(await call('PATCH', `/${id}/join`, await person())).toEqual({
      status: 403,
      body: { detail: 'Community is closed' },
    });
    expect((await call('GET', `/${id}/members`, await person())).status).toBe(403);
  });

  it('refuses the owner leaving without handing over or deleting', async () => {
    const owner = await person(3);
    const id = await create(owner);
    expect(await call('PATCH', `/${id}/leave`, owner)).toEqual({ status: 409, body: { detail: 'Owner cannot leave' } });
  });

  it('answers 401 signed out and 404 for an unknown community', async () => {
    for (const [method, path] of [
      ['PATCH', '/1/join'],
      ['PATCH', '/1/leave'],
      ['POST', '/1/request'],
      ['PATCH', '/1/request-cancel'],
      ['PATCH', '/request/1/approve'],
      ['POST', '/1/invite/1'],
      ['PATCH', '/invite/1/accept'],
      ['PATCH', '/1/remove/1'],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
    const pupil = await person();
    for (const [method, path] of [
      ['PATCH', '/424242/join'],
      ['PATCH', '/424242/leave'],
      ['POST', '/424242/request'],
      ['PATCH', '/424242/request-cancel'],
    ] as const) {
      expect(await call(method, path, pupil), `${method} ${path}`).toEqual({
        status: 404,
        body: { detail: 'Community not found' },
      });
    }
  });
});

describe('requests to join a closed community', () => {
  it('requests, refuses a second pending request, cancels, and may request again', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner, { is_closed: true });
    const first = await call('POST', `/${id}/request`, pupil);
    expect(first.status).toBe(201);
    expect(first.body.id).toEqual(expect.any(Number));
    expect(events.at(-1)).toMatchObject({
      name: 'community.request_created',
      payload: { requestId: first.body.id, ownerId: owner.userId },
    });
    expect((await call('GET', `/${id}`, pupil)).body).toMatchObject({ state: 'requested', request_id: first.body.id });
    expect(await call('POST', `/${id}/request`, pupil)).toEqual({
      status: 409,
      body: { detail: 'Request already pending' },
    });
    expect((await call('PATCH', `/${id}/request-cancel`, pupil)).body).toMatchObject({
      state: 'none',
      request_id: null,
    });
    expect(await call('PATCH', `/${id}/request-cancel`, pupil)).toEqual({
      status: 404,
      body: { detail: 'No pending request' },
    });
    expect((await call('PATCH', `/request/${first.body.id}/approve`, owner)).status).toBe(409);
    expect((await call('POST', `/${id}/request`, pupil)).status).toBe(201);
  });

  it('refuses a request to an open community and from a member', async () => {
    const owner = await person(2);
    const open = await create(owner);
    expect(await call('POST', `/${open}/request`, await person())).toEqual({
      status: 409,
      body: { detail: 'Community is open, join it' },
    });
    const closed = await create(owner, { is_closed: true });
    expect(await call('POST', `/${closed}/request`, owner)).toEqual({
      status: 409,
      body: { detail: 'Already a member' },
    });
  });

  it('lets only the owner list, approve and reject; approval makes a member', async () => {
    const owner = await person(2);
    const pupil = await person();
    const other = await person();
    const id = await create(owner, { is_closed: true });
    const requestId = (await call('POST', `/${id}/request`, pupil)).body.id as number;
    const otherId = (await call('POST', `/${id}/request`, other)).body.id as number;
    expect((await call('GET', `/${id}/requests`, pupil)).status).toBe(403);
    const pending = await call('GET', `/${id}/requests`, owner);
    expect(pending.body.list?.map((r) => r.id)).toEqual([requestId, otherId]);
    expect(pending.body.list?.[0]).toMatchObject({ user: { id: pupil.userId, name: 'Тест' } });
    expect(pending.body.list?.[0]?.user).not.toHaveProperty('login');

    expect(await call('PATCH', `/request/${requestId}/approve`, other)).toEqual({
      status: 403,
      body: { detail: 'Only the owner can do this' },
    });
    expect((await call('PATCH', `/request/${requestId}/reject`, pupil)).status).toBe(403);
    expect(await call('PATCH', '/request/999999/approve', owner)).toEqual({
      status: 404,
      body: { detail: 'Request not found' },
    });

    expect(await call('PATCH', `/request/${requestId}/approve`, owner)).toEqual({
      status: 200,
      body: { status: 'approved' },
    });
    expect(events.slice(-2).map((e) => e.name)).toEqual(['community.request_decided', 'community.member_joined']);
    expect((await call('GET', `/${id}`, pupil)).body).toMatchObject({ state: 'member', members_count: 2 });
    expect((await call('PATCH', `/request/${requestId}/reject`, owner)).body).toEqual({
      detail: 'Request is not pending',
    });

    expect((await call('PATCH', `/request/${otherId}/reject`, owner)).body).toEqual({ status: 'rejected' });
    expect((await call('GET', `/${id}`, other)).body.state).toBe('none');
    expect((await call('GET', `/${id}/requests`, owner)).body.list).toEqual([]);
  });
});

describe('invitations', () => {
  it('lets only the owner invite; the invited user accepts into a closed community', async () => {
    const owner = await person(2);
    const pupil = await person();
    const stranger = await person();
    const id = await create(owner, { is_closed: true });
    expect((await call('POST', `/${id}/invite/${pupil.userId}`, stranger)).status).toBe(403);
    expect(await call('POST', `/${id}/invite/999999`, owner)).toEqual({
      status: 404,
      body: { detail: 'User not found' },
    });
    expect(await call('POST', `/${id}/invite/${owner.userId}`, owner)).toEqual({
      status: 409,
      body: { detail: 'Already a member' },
    });
    const invite = await call('POST', `/${id}/invite/${pupil.userId}`, owner);
    expect(invite.status).toBe(201);
    expect(await call('POST', `/${id}/invite/${pupil.userId}`, owner)).toEqual({
      status: 409,
      body: { detail: 'Already invited' },
    });
    expect(await call('POST', `/${id}/request`, pupil)).toEqual({ status: 409, body: { detail: 'Already invited' } });
    expect((await call('GET', `/${id}/invites`, stranger)).status).toBe(403);
    expect((await call('GET', `/${id}/invites`, owner)).body.list?.map((i) => i.id)).toEqual([invite.body.id]);
    expect((await call('GET', `/${id}`, pupil)).body).toMatchObject({ state: 'invited', invite_id: invite.body.id });

    expect(await call('PATCH', `/invite/${invite.body.id}/accept`, stranger)).toEqual({
      status: 403,
      body: { detail: 'Not your invitation' },
    });
    expect((await call('PATCH', `/invite/${invite.body.id}/accept`, owner)).status).toBe(403);
    const accepted = await call('PATCH', `/invite/${invite.body.id}/accept`, pupil);
    expect(accepted.body).toMatchObject({ id, state: 'member' });
    expect(events.at(-1)).toMatchObject({ name: 'community.member_joined', payload: { via: 'invite' } });
    expect(await call('PATCH', `/invite/${invite.body.id}/reject`, pupil)).toEqual({
      status: 409,
      body: { detail: 'Invitation is not pending' },
    });
    expect((await call('GET', `/${id}/invites`, owner)).body.list).toEqual([]);
  });

  it('lets the invited user reject, the owner revoke, and refuses inviting someone who asked', async () => {
    const owner = await person(2);
    const pupil = await person();
    const asker = await person();
    const id = await create(owner, { is_closed: true });
    const first = (await call('POST', `/${id}/invite/${pupil.userId}`, owner)).body.id as number;
    expect((await call('PATCH', `/invite/${first}/reject`, pupil)).body).toMatchObject({ state: 'none' });
    const second = (await call('POST', `/${id}/invite/${pupil.userId}`, owner)).body.id as number;
    expect((await call('PATCH', `/invite/${second}/revoke`, pupil)).status).toBe(403);
    expect((await call('PATCH', `/invite/${second}/revoke`, owner)).body).toEqual({ status: 'revoked' });
    expect((await call('PATCH', `/invite/${second}/accept`, pupil)).status).toBe(409);
    expect(await call('PATCH', '/invite/999999/accept', pupil)).toEqual({
      status: 404,
      body: { detail: 'Invitation not found' },
    });
    await call('POST', `/${id}/request`, asker);
    expect(await call('POST', `/${id}/invite/${asker.userId}`, owner)).toEqual({
      status: 409,
      body: { detail: 'Request already pending' },
    });
  });

  it('counts a pending invitation as accepted when the user joins an open community', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner);
    await call('POST', `/${id}/invite/${pupil.userId}`, owner);
    expect((await call('PATCH', `/${id}/join`, pupil)).body).toMatchObject({ state: 'member', invite_id: null });
    expect((await call('GET', `/${id}/invites`, owner)).body.list).toEqual([]);
  });
});

describe('removing members and the right to post', () => {
  it('lets only the owner remove a member, never the owner', async () => {
    const owner = await person(2);
    const pupil = await person();
    const other = await person();
    const id = await create(owner);
    await call('PATCH', `/${id}/join`, pupil);
    await call('PATCH', `/${id}/join`, other);
    expect(await call('PATCH', `/${id}/remove/${pupil.userId}`, other)).toEqual({
      status: 403,
      body: { detail: 'Only the owner can do this' },
    });
    expect(await call('PATCH', `/${id}/remove/${owner.userId}`, owner)).toEqual({
      status: 409,
      body: { detail: 'Owner cannot be removed' },
    });
    expect((await call('PATCH', `/${id}/remove/${pupil.userId}`, owner)).body).toEqual({ removed: true });
    expect(events.at(-1)).toMatchObject({
      name: 'community.member_left',
      payload: { userId: pupil.userId, removedBy: owner.userId },
    });
    expect(await call('PATCH', `/${id}/remove/${pupil.userId}`, owner)).toEqual({
      status: 404,
      body: { detail: 'Not a member' },
    });
    expect((await call('GET', `/${id}/members`)).body.list?.map((m) => (m.user as { id: number }).id)).toEqual([
      owner.userId,
      other.userId,
    ]);
  });

  it('lets only the owner grant and take back the right to post', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner);
    await call('PATCH', `/${id}/join`, pupil);
    expect((await call('PATCH', `/${id}/members/${pupil.userId}`, pupil, { can_post: true })).status).toBe(403);
    expect((await call('PATCH', `/${id}/members/${pupil.userId}`, owner, { can_post: 'yes' })).status).toBe(400);
    expect((await call('PATCH', `/${id}/members/${pupil.userId}`, owner, { can_post: true })).body).toEqual({
      can_post: true,
    });
    expect((await call('GET', `/${id}`, pupil)).body.can_post).toBe(true);
    const members = await call('GET', `/${id}/members`, pupil);
    expect(members.body.list?.map((m) => [m.role, m.can_post])).toEqual([
      ['owner', true],
      ['member', true],
    ]);
  });
});
