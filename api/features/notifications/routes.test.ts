// API tests of notifications on a real database: each kind produced by its real event through the
// real calls (likes, comments, follows, collections, publishing, moderation, communities, the timer),
// and grouping of likes (settings, paging and read marks: settings-paging.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, eventParticipants } from '../../../db/schema/events.ts';
import { one } from '../../../db/store.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { notificationKit, ok } from './notification-test-kit.ts';
import { runNotificationSweep } from './start.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const { person, ofKind } = notificationKit(t);

describe('notifications produced by real events', () => {
  it('6 like: a like on my material, many likes grouped into one with "и ещё"', async () => {
    const author = await person('Автор');
    const page = await makePage(t, author.userId, 'Про вулканы');
    const fans = [];
    for (const n of ['Аня', 'Боря', 'Вика', 'Гоша', 'Даша']) fans.push(await person(n));
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
    const late = await person('Егор');
    await ok(t.call('POST', '/api/like', { token: late.token, body: { type: 'post', id: page } }));
    expect(await ofKind(author.token, 6)).toHaveLength(2);
  });

  it('5 comment: a comment on my material and a reply to my comment; never my own', async () => {
    const author = await person('Автор');
    const reader = await person('Читатель');
    const page = await makePage(t, author.userId);
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
    const author = await person('Учёный', 3);
    const fan = await person('Подписчик');
    await ok(t.call('POST', `/api/user/${author.userId}/follow`, { token: fan.token }));
    const followers = await ofKind(author.token, 9);
    expect(followers[0]).toMatchObject({ title: 'Подписчик подписался на тебя', link: `/profile/${fan.userId}` });
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
    const author = await person('Автор');
    const collector = await person('Собиратель');
    const page = await makePage(t, author.userId, 'Кометы');
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
    const owner = await person('Учитель', 4);
    const pupil = await person('Ученик');
    const other = await person('Другой');
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
    const owner = await person('Учитель', 4);
    const member = await person('Участник');
    const asker = await person('Просящий');
    const community = await ok(t.call('POST', '/api/community', { token: owner.token, body: { name: 'Кружок' } }), 201);
    await ok(t.call('PATCH', `/api/community/${community.id}/join`, { token: member.token }));
    const page = await makePage(t, null, 'Статья для кружка');
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
    const pupil = await person('Ученик');
    const start = new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString();
    const event = (await one(
      db
        .insert(events)
        .values({ slug: `notif-event-${Date.now()}`, title: 'Лекция о звёздах', startAt: start, endAt: start })
        .returning({ id: events.id }),
    ))!;
    await ok(t.call('POST', `/api/event/${event.id}/add_participant`, { token: pupil.token }));
    expect(await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id))).toHaveLength(1);
    await runNotificationSweep(t.deps);
    await runNotificationSweep(t.deps);
    let got = await ofKind(pupil.token, 8);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: 'Скоро мероприятие «Лекция о звёздах»', event: { id: event.id } });
    expect(got[0]!.link).toBe(`/event/${event.id}`);
    // Staff cancel it (the staff area writes the status; there is no call for it yet).
    await db.update(events).set({ status: 'postponed' }).where(eq(events.id, event.id));
    await runNotificationSweep(t.deps);
    await runNotificationSweep(t.deps);
    got = await ofKind(pupil.token, 8);
    expect(got.map((n) => n.title)).toEqual([
      'Мероприятие «Лекция о звёздах» отменено',
      'Скоро мероприятие «Лекция о звёздах»',
    ]);
  });
});
