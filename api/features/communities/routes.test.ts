// API tests of the community itself: who may create, the catalogue with search and the membership
// filter, one community with the caller's state, editing, deleting, handing over ownership, and
// the demo seed. Real app, real temporary SQLite file.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { kit } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const { person, call, create } = kit(t);

describe('POST /community', () => {
  it('lets bloggers, scientists, teachers and staff create, and makes the creator the owner', async () => {
    for (const typeId of [2, 3, 4]) {
      const owner = await person(typeId);
      const res = await call('POST', '', owner, {
        name: '  Клуб «Звёзды»  ',
        description: 'О космосе',
        is_closed: true,
      });
      expect(res.status, `type ${typeId}`).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Клуб «Звёзды»',
        description: 'О космосе',
        is_closed: true,
        members_count: 1,
        state: 'owner',
        can_post: true,
      });
      expect(res.body.slug).toMatch(/^klub-zvezdy-\d+$/);
    }
    const editor = await person(1);
    await t.deps.db.run(sql`insert into user_roles (user_id, role) values (${editor.userId}, 'editor')`);
    expect((await call('POST', '', editor, { name: 'Редакция' })).status).toBe(201);
  });

  it('refuses pupils, parents, users with no type and guests', async () => {
    for (const typeId of [1, 5, null]) {
      const res = await call('POST', '', await person(typeId), { name: 'Клуб' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Not allowed to create communities' });
    }
    expect((await call('POST', '', undefined, { name: 'Клуб' })).status).toBe(401);
  });

  it('refuses bad input with a short detail, never a 500', async () => {
    const owner = await person(2);
    const bodies = [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(81) },
      { name: 'a', is_closed: 'yes' },
      { name: 'a', logo: 'javascript:alert(1)' },
      { name: 'a', logo: '//evil.example/x.png' },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await call('POST', '', owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.detail).toBe('string');
    }
  });
});

describe('GET /community/catalog and /community/{id}', () => {
  it('searches by name in any case, pages, and filters by the caller’s tie', async () => {
    const owner = await person(3);
    const pupil = await person(1);
    const open = await create(owner, { name: 'Астрономический кружок' });
    const closed = await create(owner, { name: 'Астрофизика для старших', is_closed: true });
    const invited = await create(owner, { name: 'Астросъёмка', is_closed: true });
    await call('PATCH', `/${open}/join`, pupil);
    await call('POST', `/${closed}/request`, pupil);
    await call('POST', `/${invited}/invite/${pupil.userId}`, owner);

    const found = await call('GET', '/catalog?search=АСТР', pupil);
    expect(found.body.total).toBe(3);
    const states = Object.fromEntries((found.body.list ?? []).map((c) => [c.id, c.state]));
    expect(states).toEqual({ [open]: 'member', [closed]: 'requested', [invited]: 'invited' });
    expect((await call('GET', '/catalog?search=астр&limit=1&offset=1', pupil)).body.list).toHaveLength(1);
    const ids = async (membership: string) =>
      (await call('GET', `/catalog?membership=${membership}&search=астр`, pupil)).body.list?.map((c) => c.id);
    expect(await ids('my')).toEqual([open]);
    expect(await ids('requested')).toEqual([closed]);
    expect(await ids('invited')).toEqual([invited]);
    expect((await call('GET', '/catalog?membership=my')).body).toEqual({ list: [], total: 0 });
    expect((await call('GET', '/catalog?search=%25')).body.total).toBe(0);
    await create(owner, { name: 'Скидка 100% на знания' });
    expect((await call('GET', '/catalog?search=100%25')).body.total).toBe(1);
    expect((await call('GET', '/catalog?membership=mine')).status).toBe(400);
    expect((await call('GET', '/catalog?limit=0')).status).toBe(400);
  });

  it('answers one community with the owner and the caller’s state; 404 for an unknown id', async () => {
    const owner = await person(2);
    const id = await create(owner, { name: 'Химики', is_closed: true });
    const guest = await call('GET', `/${id}`);
    expect(guest.body).toMatchObject({
      id,
      name: 'Химики',
      is_closed: true,
      state: 'guest',
      members_count: 1,
      request_id: null,
      invite_id: null,
    });
    expect(guest.body.owner).toEqual({ id: owner.userId, name: 'Тест', last_name: 'Тестов', avatar: null });
    expect((await call('GET', `/${id}`, await person())).body.state).toBe('none');
    expect((await call('GET', '/999999')).status).toBe(404);
    expect((await call('GET', '/abc')).status).toBe(404);
  });
});

describe('PUT, DELETE /community/{id} and handing over ownership', () => {
  it('lets only the owner (or an admin) edit; a moderator may delete', async () => {
    const owner = await person(2);
    const member = await person(1);
    const id = await create(owner);
    await call('PATCH', `/${id}/join`, member);
    const edited = await call('PUT', `/${id}`, owner, {
      name: 'Новое имя',
      is_closed: true,
      logo: '/media/previews/it.webp',
    });
    expect(edited.body).toMatchObject({ name: 'Новое имя', is_closed: true, logo: '/media/previews/it.webp' });
    expect(await call('PUT', `/${id}`, member, { name: 'Захват' })).toMatchObject({
      status: 403,
      body: { detail: 'Only the owner can do this' },
    });
    expect((await call('PUT', `/${id}`, owner, { name: '' })).status).toBe(400);
    expect((await call('DELETE', `/${id}`, member)).status).toBe(403);
    const moderator = await person(1);
    await t.deps.db.run(sql`insert into user_roles (user_id, role) values (${moderator.userId}, 'moderator')`);
    expect((await call('DELETE', `/${id}`, moderator)).status).toBe(200);
    expect((await call('GET', `/${id}`)).status).toBe(404);
  });

  it('hands ownership to a member only; the former owner may then leave', async () => {
    const owner = await person(3);
    const member = await person(1);
    const outsider = await person(1);
    const id = await create(owner);
    await call('PATCH', `/${id}/join`, member);
    expect((await call('PATCH', `/${id}/owner/${outsider.userId}`, owner)).status).toBe(404);
    expect((await call('PATCH', `/${id}/owner/${owner.userId}`, owner)).status).toBe(409);
    expect((await call('PATCH', `/${id}/owner/${member.userId}`, member)).status).toBe(403);
    const moved = await call('PATCH', `/${id}/owner/${member.userId}`, owner);
    expect(moved.body).toMatchObject({ state: 'member', can_post: true, owner: { id: member.userId } });
    expect((await call('GET', `/${id}`, member)).body.state).toBe('owner');
    expect((await call('PATCH', `/${id}/leave`, owner)).status).toBe(200);
  });
});

describe('demo seed', () => {
  it('has an open club, a closed olympiad group with a pending request and an invitation, and feeds', async () => {
    const seeded = await createTestApp();
    try {
      const catalog = await (await seeded.call('GET', '/api/community/catalog')).json();
      const names = catalog.list.map((c: { name: string }) => c.name);
      expect(names).toEqual(
        expect.arrayContaining(['Школьный клуб «Юные исследователи»', 'Олимпиадная группа по физике']),
      );
      const olympiad = catalog.list.find((c: { is_closed: boolean }) => c.is_closed);
      const requests = await seeded.deps.db.all(
        sql`select user_id from community_requests where community_id = ${olympiad.id} and status = 'pending'`,
      );
      const invites = await seeded.deps.db.all(
        sql`select user_id from community_invites where community_id = ${olympiad.id} and status = 'pending'`,
      );
      expect(requests).toEqual([{ user_id: 1 }]);
      expect(invites).toEqual([{ user_id: 3 }]);
      const feed = await (await seeded.call('GET', '/api/community/1/feed')).json();
      expect(feed.total).toBeGreaterThanOrEqual(3);
    } finally {
      await seeded.close();
    }
  });
});
