// API tests of /like and /dislike on both prefixes: the answer shape, a like replacing a
// dislike, the blocking rule (a new reaction refused, an old one kept and removable), counts
// under parallel requests, and the feedback answer after a reaction.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { reactionFeedback } from '../../../db/schema/reactions.ts';
import { userBlocks } from '../../../db/schema/user-relations.ts';
import { one } from '../../../db/store.ts';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

describe.each(['/api', '/otherapi'])('likes under %s', (prefix) => {
  const react = (method: string, kind: string, token: string | undefined, body: unknown) =>
    t.call(method, `${prefix}/${kind}`, { token, body });

  it('likes, dislikes and removes, answering the state and counts', async () => {
    const owner = await t.signUp();
    const page = await makePage(t, owner.userId);
    const a = await t.signUp();
    const b = await t.signUp();
    expect(await (await react('POST', 'like', a.token, { type: 'post', id: page })).json()).toEqual({
      liked: true,
      disliked: false,
      likes: 1,
      dislikes: 0,
    });
    expect(await (await react('POST', 'dislike', b.token, { type: 'post', id: String(page) })).json()).toEqual({
      liked: false,
      disliked: true,
      likes: 1,
      dislikes: 1,
    });
    // A like replaces the user's dislike of the same item, and back.
    expect(await (await react('POST', 'like', b.token, { type: 'post', id: page })).json()).toEqual({
      liked: true,
      disliked: false,
      likes: 2,
      dislikes: 0,
    });
    expect(await (await react('POST', 'dislike', a.token, { type: 'post', id: page })).json()).toEqual({
      liked: false,
      disliked: true,
      likes: 1,
      dislikes: 1,
    });
    // Idempotent: the same call again changes nothing; removing what is not there too.
    expect(await (await react('POST', 'dislike', a.token, { type: 'post', id: page })).json()).toEqual({
      liked: false,
      disliked: true,
      likes: 1,
      dislikes: 1,
    });
    expect(await (await react('DELETE', 'like', a.token, { type: 'post', id: page })).json()).toEqual({
      liked: false,
      disliked: true,
      likes: 1,
      dislikes: 1,
    });
    expect(await (await react('DELETE', 'dislike', a.token, { type: 'post', id: page })).json()).toEqual({
      liked: false,
      disliked: false,
      likes: 1,
      dislikes: 0,
    });
    const read = await (await t.call('GET', `${prefix}/page/${page}`, { token: b.token })).json();
    expect(read).toMatchObject({ likes: 1, dislikes: 0, liked: true, disliked: false });
    const guest = await (await t.call('GET', `${prefix}/page/${page}`)).json();
    expect(guest).toMatchObject({ likes: 1, dislikes: 0 });
    expect(guest).not.toHaveProperty('liked');
  });

  it('works for news, events and comments, and refuses bad input and missing items', async () => {
    const user = await t.signUp();
    const slug = `n-${prefix}-${Date.now()}`;
    const newsItem = (await t.deps.db.get(
      sql`insert into news (slug, title) values (${slug}, 'Новость') returning id`,
    )) as {
      id: number;
    };
    expect((await react('POST', 'like', user.token, { type: 'news', id: newsItem.id })).status).toBe(200);
    const comment = await (
      await t.call('POST', `${prefix}/event-news/news/${newsItem.id}/add_comment`, {
        token: (await t.signUp()).token,
        body: { text: 'Класс' },
      })
    ).json();
    expect(await (await react('POST', 'dislike', user.token, { type: 'comment', id: comment.id })).json()).toEqual({
      liked: false,
      disliked: true,
      likes: 0,
      dislikes: 1,
    });
    const listed = await (
      await t.call('GET', `${prefix}/event-news/news/${newsItem.id}/comments`, { token: user.token })
    ).json();
    expect(listed.list[0]).toMatchObject({ dislikes: 1, disliked: true });
    for (const body of [
      { type: 'movie', id: 1 },
      { type: 'post' },
      { type: 'post', id: 'x' },
      { type: 'post', id: -1 },
      'text',
    ]) {
      const res = await react('POST', 'like', user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await res.json()).detail).toBe('string');
    }
    const missing = await react('POST', 'like', user.token, { type: 'event', id: 999999 });
    expect(missing.status).toBe(404);
    expect((await react('POST', 'like', undefined, { type: 'news', id: newsItem.id })).status).toBe(401);
    expect((await react('DELETE', 'dislike', undefined, { type: 'news', id: newsItem.id })).status).toBe(401);
  });

  it("refuses a blocked user's new like or dislike with the spec's details, keeping an older like", async () => {
    const owner = await t.signUp();
    const page = await makePage(t, owner.userId);
    const fan = await t.signUp();
    const stranger = await t.signUp();
    await react('POST', 'like', fan.token, { type: 'post', id: page });
    await t.deps.db.insert(userBlocks).values([
      { blockerId: owner.userId, blockedId: fan.userId },
      { blockerId: owner.userId, blockedId: stranger.userId },
    ]);
    const like = await react('POST', 'like', stranger.token, { type: 'post', id: page });
    expect(like.status).toBe(403);
    expect(await like.json()).toEqual({ detail: "You can't add like" });
    const dislike = await react('POST', 'dislike', fan.token, { type: 'post', id: page });
    expect(dislike.status).toBe(403);
    expect(await dislike.json()).toEqual({ detail: "You can't add dislike" });
    // The like given before the block stays (and liking again is no new like) and can be removed.
    expect(await (await react('POST', 'like', fan.token, { type: 'post', id: page })).json()).toMatchObject({
      liked: true,
      likes: 1,
    });
    expect(await (await react('DELETE', 'like', fan.token, { type: 'post', id: page })).json()).toMatchObject({
      liked: false,
      likes: 0,
    });
    expect((await react('POST', 'like', fan.token, { type: 'post', id: page })).status).toBe(403);
  });
});

describe('like counts and events', () => {
  it('stay correct under many parallel likes, dislikes and removals', async () => {
    const page = await makePage(t, null);
    const people = [];
    for (let i = 0; i < 40; i += 1) people.push(await t.signUp());
    await Promise.all(
      people.map((p) => t.call('POST', '/api/like', { token: p.token, body: { type: 'post', id: page } })),
    );
    // Everyone at once, each one's two requests in order: two requests of one user in flight together
    // have no order (SQLite's single writer happened to keep the sending order; PostgreSQL need not).
    await Promise.all(
      people.map(async (p, i) => {
        await t.call('POST', i % 4 === 0 ? '/otherapi/dislike' : '/api/like', {
          token: p.token,
          body: { type: 'post', id: page },
        });
        await t.call('POST', '/api/like', { token: p.token, body: { type: 'post', id: page } });
      }),
    );
    await Promise.all(
      people
        .slice(0, 10)
        .map((p) => t.call('DELETE', '/api/like', { token: p.token, body: { type: 'post', id: page } })),
    );
    const state = await (await t.call('GET', `/api/page/${page}`)).json();
    const rows = (await t.deps.db.get(
      sql`select sum(case when value = 1 then 1 else 0 end) likes, sum(case when value = -1 then 1 else 0 end) dislikes from reactions where target_type = 'post' and target_id = ${page}`,
    )) as { likes: number; dislikes: number };
    expect(state.likes + state.dislikes).toBe(30);
    expect({ likes: state.likes, dislikes: state.dislikes }).toEqual(rows);
  });

  it('emits like.added and like.removed after the change', async () => {
    const owner = await t.signUp();
    const page = await makePage(t, owner.userId);
    const user = await t.signUp();
    const seen: DomainEvent[] = [];
    const stop = onDomainEvent(t.deps.db, (e) => {
      seen.push(e);
    });
    await t.call('POST', '/api/like', { token: user.token, body: { type: 'post', id: page } });
    await t.call('POST', '/api/dislike', { token: user.token, body: { type: 'post', id: page } });
    stop();
    expect(seen.map((e) => e.name)).toEqual(['like.added', 'like.removed', 'dislike.added']);
    expect(seen[0]?.payload).toEqual({
      userId: user.userId,
      target: { type: 'post', id: page },
      ownerId: owner.userId,
    });
  });
});

describe('POST /like/feedback', () => {
  it('stores the optional answer of one who reacted, once a minute, and refuses others', async () => {
    const page = await makePage(t, null);
    const user = await t.signUp();
    const send = (body: unknown) => t.call('POST', '/api/like/feedback', { token: user.token, body });
    expect((await send({ type: 'post', id: page, kind: 'like', reasons: ['clear'] })).status).toBe(400);
    await t.call('POST', '/api/like', { token: user.token, body: { type: 'post', id: page } });
    expect((await send({ type: 'post', id: page, kind: 'like', reasons: [], text: '  ' })).status).toBe(400);
    expect((await send({ type: 'post', id: page, kind: 'like', reasons: ['nonsense'] })).status).toBe(400);
    const ok = await send({
      type: 'post',
      id: page,
      kind: 'like',
      reasons: ['clear', 'clear', 'useful'],
      text: 'Понятно про <b>фотосинтез</b>',
    });
    expect(ok.status).toBe(201);
    // Read through the schema: the stored JSON's text is spelled by the engine (jsonb adds spaces).
    const row = await one(
      t.deps.db
        .select({ kind: reactionFeedback.kind, reasons: reactionFeedback.reasons, text: reactionFeedback.text })
        .from(reactionFeedback)
        .where(eq(reactionFeedback.targetId, page)),
    );
    expect(row).toEqual({ kind: 'like', reasons: ['clear', 'useful'], text: 'Понятно про фотосинтез' });
    expect((await send({ type: 'post', id: page, kind: 'like', text: 'ещё' })).status).toBe(429);
    expect((await send({ type: 'post', id: page, kind: 'dislike', text: 'не то' })).status).toBe(400);
  });

  it('takes the next answer a minute after the last, not a second sooner', async () => {
    setClock(Date.parse('2026-03-02T09:00:00.000Z'));
    try {
      const page = await makePage(t, null);
      const user = await t.signUp();
      await t.call('POST', '/api/like', { token: user.token, body: { type: 'post', id: page } });
      const send = () =>
        t.call('POST', '/api/like/feedback', {
          token: user.token,
          body: { type: 'post', id: page, kind: 'like', text: 'да' },
        });
      expect((await send()).status).toBe(201);
      advanceClock(59_000);
      const early = await send();
      expect(early.status).toBe(429);
      expect(await early.json()).toEqual({ detail: 'Feedback already sent' });
      advanceClock(1_000);
      expect((await send()).status).toBe(201);
    } finally {
      setClock(null);
    }
  });
});
