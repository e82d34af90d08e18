// API tests of notifications on a real database: each kind produced by its real event through the
// real calls (likes, comments, follows, collections, publishing, moderation, communities, the timer),
// settings switching a group off, grouping of likes, paging, read marks, and guests.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, eventParticipants } from '../../../db/schema/events.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { users } from '../../../db/schema/users.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { runNotificationSweep } from './start.ts';

const t = createTestApp();
afterAll(() => t.close());
const db = t.deps.db;

type Item = {
  id: number;
  type: { id: number; label: string };
  title: string;
  text: string;
  link: string | null;
  is_read: boolean;
  with_action: boolean;
  count: number;
  user_from: { id: number; name: string } | null;
  request: { id: number } | null;
  invite: { id: number } | null;
  comment: { id: number } | null;
  contest: { id: number } | null;
  event: { id: number } | null;
  community_from: { id: number; name: string } | null;
  badge: { id: number; image: string } | null;
};

function person(name: string, typeId: number | null = null) {
  const u = t.signUp();
  db.update(users).set({ name, lastName: '', typeId }).where(eq(users.id, u.userId)).run();
  return u;
}

async function list(token: string, query = ''): Promise<{ list: Item[]; total: number }> {
  const res = await t.call('GET', `/api/notification${query}`, { token });
  expect(res.status).toBe(200);
  return res.json();
}
const ofKind = async (token: string, kind: number) =>
  (await list(token, '?limit=50')).list.filter((n) => n.type.id === kind);

async function ok(res: Response | Promise<Response>, status = 200) {
  const r = await res;
  if (r.status !== status) throw new Error(`${r.status}: ${await r.text()}`);
  return r.status === 204 ? null : r.json();
}

describe('notifications produced by real events', () => {
  it('6 like: a like on my material, many likes grouped into one with "и ещё"', async () => {
    const author = person('Автор');
    const page = makePage(t, author.userId, 'Про вулканы');
    const fans = ['Аня', 'Боря', 'Вика', 'Гоша', 'Даша'].map((n) => person(n));
    await ok(t.call('POST', '/api/like', { token: fans[0]!.token, body: { type: 'post', id: page } }));
    let likes = await ofKind(author.token, 6);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ title: 'Аня ставит лайк вашему материалу', count: 1, user_from: { name: 'Аня' } });
    expect(likes[0]!.link).toMatch(/^\/post\//);
    for (const f of fans.slice(1))
      await ok(t.call('POST', '/api/like', { token: f.token, body: { type: 'post', id: page } }));
    likes = await ofKind(author.token, 6);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ title: 'Даша и ещё 4 ставят лайк вашему материалу', count: 5, is_read: false });
    // Once read, a new like starts a new notification.
    await ok(t.call('PUT', '/api/notification/read', { token: author.token, body: {} }));
    const late = person('Егор');
    await ok(t.call('POST', '/api/like', { token: late.token, body: { type: 'post', id: page } }));
    expect(await ofKind(author.token, 6)).toHaveLength(2);
  });

  it('5 comment: a comment on my material and a reply to my comment; never my own', async () => {
    const author = person('Автор');
    const reader = person('Читатель');
    const page = makePage(t, author.userId);
    const comment = await ok(
      t.call('POST', `/api/page/${page}/add_comment`, { token: reader.token, body: { text: 'Интересно!' } }),
      201,
    );
    const onMine = await ofKind(author.token, 5);
    expect(onMine).toHaveLength(1);
    expect(onMine[0]).toMatchObject({ title: 'Читатель комментирует ваш материал', text: 'Интересно!' });
    expect(onMine[0]!.comment).toEqual({ id: comment.id });
    expect(onMine[0]!.link).toMatch(new RegExp(`#comment-${comment.id}$`));
    await ok(
      t.call('POST', `/api/page/${page}/add_comment`, {
        token: author.token,
        body: { text: 'Спасибо', parent_id: comment.id },
      }),
      201,
    );
    const replies = await ofKind(reader.token, 5);
    expect(replies.map((n) => n.title)).toEqual(['Автор отвечает на ваш комментарий']);
    expect(await ofKind(author.token, 5)).toHaveLength(1);
  });

  it('9 new follower, and 1/2/3 new material from someone I follow (by its type)', async () => {
    const author = person('Учёный', 3);
    const fan = person('Подписчик');
    await ok(t.call('POST', `/api/user/${author.userId}/follow`, { token: fan.token }));
    const followers = await ofKind(author.token, 9);
    expect(followers[0]).toMatchObject({ title: 'Подписчик подписывается на вас', link: `/profile/${fan.userId}` });
    for (const [typeId, kind] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ] as const) {
      const page = await ok(
        t.call('POST', '/api/page', {
          token: author.token,
          body: { title: `Материал ${typeId}`, page_type_id: typeId },
        }),
        201,
      );
      const got = await ofKind(fan.token, kind);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ text: `Материал ${typeId}`, link: `/post/${page.slug}` });
    }
    expect((await ofKind(fan.token, 3))[0]!.title).toBe('Новая статья от автора Учёный');
    // A draft says nothing until it is published.
    const draft = await ok(
      t.call('POST', '/api/page', {
        token: author.token,
        body: { title: 'Черновик', page_type_id: 3, is_published: false },
      }),
      201,
    );
    expect(await ofKind(fan.token, 3)).toHaveLength(1);
    await ok(t.call('PUT', `/api/page/${draft.id}`, { token: author.token, body: { is_published: true } }));
    expect((await ofKind(fan.token, 3)).map((n) => n.text)).toEqual(['Черновик', 'Материал 3']);
  });

  it('4 added to list: my material added to someone’s public collection (not a private one)', async () => {
    const author = person('Автор');
    const collector = person('Собиратель');
    const page = makePage(t, author.userId, 'Кометы');
    const priv = await ok(
      t.call('POST', '/api/collection', { token: collector.token, body: { title: 'Личное' } }),
      201,
    );
    await ok(
      t.call('PUT', `/api/collection/${priv.id}/add_content`, { token: collector.token, body: { page_id: page } }),
    );
    expect(await ofKind(author.token, 4)).toHaveLength(0);
    const pub = await ok(
      t.call('POST', '/api/collection', { token: collector.token, body: { title: 'Космос', is_public: true } }),
      201,
    );
    await ok(
      t.call('PUT', `/api/collection/${pub.id}/add_content`, { token: collector.token, body: { page_id: page } }),
    );
    const added = await ofKind(author.token, 4);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ title: 'Собиратель добавляет ваш материал в подборку' });
    expect(added[0]!.text).toMatch(/^Кометы/);
  });

  it('11 community: a join request to the owner with actions, approval to the asker, invitation, removal', async () => {
    const owner = person('Учитель', 4);
    const pupil = person('Ученик');
    const other = person('Другой');
    const community = await ok(
      t.call('POST', '/api/community', { token: owner.token, body: { name: 'Клуб физиков', is_closed: true } }),
      201,
    );
    const request = await ok(t.call('POST', `/api/community/${community.id}/request`, { token: pupil.token }), 201);
    const asks = await ofKind(owner.token, 11);
    expect(asks).toHaveLength(1);
    expect(asks[0]).toMatchObject({
      title: 'Ученик просит принять в сообщество «Клуб физиков»',
      with_action: true,
      request: { id: request.id },
      community_from: { id: community.id, name: 'Клуб физиков' },
      link: `/community/${community.id}`,
    });
    await ok(t.call('PATCH', `/api/community/request/${request.id}/approve`, { token: owner.token }));
    expect((await ofKind(owner.token, 11))[0]!.with_action).toBe(false);
    expect((await ofKind(pupil.token, 11)).map((n) => n.title)).toEqual([
      'Заявка в сообщество «Клуб физиков» одобрена',
    ]);

    const invite = await ok(
      t.call('POST', `/api/community/${community.id}/invite/${other.userId}`, { token: owner.token }),
      201,
    );
    const invited = await ofKind(other.token, 11);
    expect(invited[0]).toMatchObject({
      title: 'Учитель приглашает вас в сообщество «Клуб физиков»',
      with_action: true,
      invite: { id: invite.id },
    });
    await ok(t.call('PATCH', `/api/community/invite/${invite.id}/reject`, { token: other.token }));
    expect((await ofKind(other.token, 11))[0]!.with_action).toBe(false);

    await ok(t.call('PATCH', `/api/community/${community.id}/remove/${pupil.userId}`, { token: owner.token }));
    expect((await ofKind(pupil.token, 11))[0]!.title).toBe('Вас исключили из сообщества «Клуб физиков»');
  });

  it('11 rejection, and 10 new content in a community I belong to (not to the one who added it)', async () => {
    const owner = person('Учитель', 4);
    const member = person('Участник');
    const asker = person('Просящий');
    const community = await ok(t.call('POST', '/api/community', { token: owner.token, body: { name: 'Кружок' } }), 201);
    await ok(t.call('PATCH', `/api/community/${community.id}/join`, { token: member.token }));
    const page = makePage(t, null, 'Статья для кружка');
    await ok(
      t.call('POST', `/api/community/${community.id}/feed`, { token: owner.token, body: { page_id: page } }),
      201,
    );
    const fresh = await ofKind(member.token, 10);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ title: 'Новое в сообществе «Кружок»', community_from: { id: community.id } });
    expect(await ofKind(owner.token, 10)).toHaveLength(0);

    await ok(t.call('PUT', `/api/community/${community.id}`, { token: owner.token, body: { is_closed: true } }));
    const request = await ok(t.call('POST', `/api/community/${community.id}/request`, { token: asker.token }), 201);
    await ok(t.call('PATCH', `/api/community/request/${request.id}/reject`, { token: owner.token }));
    expect((await ofKind(asker.token, 11))[0]!.title).toBe('Заявка в сообщество «Кружок» отклонена');
  });

  it('8 event: a reminder 24 hours before and a cancellation, each once across repeated sweeps', async () => {
    const pupil = person('Ученик');
    const start = new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString();
    const event = db
      .insert(events)
      .values({ slug: `notif-event-${Date.now()}`, title: 'Лекция о звёздах', startAt: start, endAt: start })
      .returning({ id: events.id })
      .get();
    await ok(t.call('POST', `/api/event/${event.id}/add_participant`, { token: pupil.token }));
    expect(db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id)).all()).toHaveLength(1);
    runNotificationSweep(t.deps);
    runNotificationSweep(t.deps);
    let got = await ofKind(pupil.token, 8);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: 'Скоро мероприятие «Лекция о звёздах»', event: { id: event.id } });
    expect(got[0]!.link).toBe(`/event/${event.id}`);
    // Staff cancel it (the staff area writes the status; there is no call for it yet).
    db.update(events).set({ status: 'postponed' }).where(eq(events.id, event.id)).run();
    runNotificationSweep(t.deps);
    runNotificationSweep(t.deps);
    got = await ofKind(pupil.token, 8);
    expect(got.map((n) => n.title)).toEqual([
      'Мероприятие «Лекция о звёздах» отменено',
      'Скоро мероприятие «Лекция о звёздах»',
    ]);
  });
});

describe('settings, paging, read marks and guests', () => {
  it('guests get the five default groups, an empty list and nothing new; writes need a session', async () => {
    expect(await ok(t.call('GET', '/api/notification/settings'))).toEqual({
      type_1: true,
      type_2: true,
      type_3: true,
      type_4: true,
      type_5: true,
    });
    expect(await ok(t.call('GET', '/otherapi/notification'))).toEqual({ list: [], total: 0 });
    expect(await ok(t.call('GET', '/api/notification/is_new'))).toMatchObject({
      is_new: false,
      last_id: null,
      poll_ms: 120000,
    });
    expect((await t.call('PUT', '/api/notification/read', { body: {} })).status).toBe(401);
    expect((await t.call('PUT', '/api/notification/settings', { body: { type_3: false } })).status).toBe(401);
  });

  it('a group switched off is not produced; switched on again it is', async () => {
    const author = person('Автор');
    const page = makePage(t, author.userId);
    const saved = await ok(
      t.call('PUT', '/api/notification/settings', { token: author.token, body: { type_3: false } }),
    );
    expect(saved).toMatchObject({ type_3: false, type_2: true });
    expect(await ok(t.call('GET', '/api/notification/settings', { token: author.token }))).toMatchObject({
      type_3: false,
    });
    await ok(t.call('POST', '/api/like', { token: person('Фанат').token, body: { type: 'post', id: page } }));
    expect(await ofKind(author.token, 6)).toHaveLength(0);
    // Comments are another group: still produced.
    await ok(
      t.call('POST', `/api/page/${page}/add_comment`, { token: person('Гость').token, body: { text: 'Ого' } }),
      201,
    );
    expect(await ofKind(author.token, 5)).toHaveLength(1);
    await ok(t.call('PUT', '/api/notification/settings', { token: author.token, body: { type_3: true } }));
    await ok(t.call('POST', '/api/like', { token: person('Фанат 2').token, body: { type: 'post', id: page } }));
    expect(await ofKind(author.token, 6)).toHaveLength(1);
    const bad = await t.call('PUT', '/api/notification/settings', { token: author.token, body: { type_99: true } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: 'Unknown setting' });
  });

  it('pages by 20 newest first, reports the newest id, and marks the given ids (or all) read', async () => {
    const star = person('Звезда');
    const fans = Array.from({ length: 25 }, (_, i) => person(`Фанат ${i + 1}`));
    for (const f of fans) await ok(t.call('POST', `/api/user/${star.userId}/follow`, { token: f.token }));
    const first = await list(star.token);
    expect(first.total).toBe(25);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]!.title).toBe('Фанат 25 подписывается на вас');
    const second = await list(star.token, '?offset=20');
    expect(second.list.map((n) => n.title).at(-1)).toBe('Фанат 1 подписывается на вас');
    expect(new Set([...first.list, ...second.list].map((n) => n.id)).size).toBe(25);

    const state = await ok(t.call('GET', '/api/notification/is_new', { token: star.token }));
    expect(state).toMatchObject({ is_new: true, unread: 25, last_id: first.list[0]!.id });
    const read = await ok(
      t.call('PUT', '/api/notification/read', {
        token: star.token,
        body: { ids: first.list.slice(0, 3).map((n) => n.id) },
      }),
    );
    expect(read).toMatchObject({ updated: 3, unread: 22 });
    // Someone else's ids change nothing.
    const other = person('Чужой');
    expect(
      await ok(t.call('PUT', '/api/notification/read', { token: other.token, body: { ids: [first.list[5]!.id] } })),
    ).toMatchObject({ updated: 0 });
    expect(await ok(t.call('PUT', '/api/notification/read', { token: star.token, body: {} }))).toMatchObject({
      updated: 22,
      is_new: false,
    });
    expect((await t.call('GET', '/api/notification?limit=0', { token: star.token })).status).toBe(400);
  });

  it('rows of a deleted user go with them; the sender of a kept row becomes null', async () => {
    const a = person('А');
    const b = person('Б');
    await ok(t.call('POST', `/api/user/${a.userId}/follow`, { token: b.token }));
    db.delete(users).where(eq(users.id, b.userId)).run();
    const got = await ofKind(a.token, 9);
    expect(got[0]!.user_from).toBeNull();
    db.delete(users).where(eq(users.id, a.userId)).run();
    expect(db.select().from(notifications).where(eq(notifications.userId, a.userId)).all()).toHaveLength(0);
  });
});
