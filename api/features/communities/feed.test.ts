// API tests of the community feed: who reads it (anyone for an open community, members for a
// closed one), who adds to it (members with the right to post), refusals, and the feed event.
import { afterAll, describe, expect, it } from 'vitest';
import { news, pages } from '../../../db/schema/content.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { kit, recordEvents } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const { person, call, create } = kit(t);
const events = recordEvents(t);

let n = 0;
async function material(isPublished = true) {
  n += 1;
  const row = {
    slug: `feed-test-${n}`,
    title: `Материал ${n}`,
    description: 'Описание',
    pageTypeId: 3,
    type: 'article' as const,
    isPublished,
  };
  const [inserted] = await t.deps.db.insert(pages).values(row).returning({ id: pages.id });
  return inserted!.id;
}
async function newsItem() {
  n += 1;
  const [inserted] = await t.deps.db
    .insert(news)
    .values({ slug: `feed-news-${n}`, title: `Новость ${n}` })
    .returning({ id: news.id });
  return inserted!.id;
}

describe('community feed', () => {
  it('lets the owner add materials and news; members read them newest first as cards', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner);
    await call('PATCH', `/${id}/join`, pupil);
    const pageId = await material();
    const newsId = await newsItem();
    expect((await call('POST', `/${id}/feed`, owner, { page_id: pageId })).status).toBe(201);
    expect(events.at(-1)).toMatchObject({
      name: 'community.feed_added',
      payload: { communityId: id, pageId, addedBy: owner.userId, memberIds: [pupil.userId] },
    });
    expect((await call('POST', `/${id}/feed`, owner, { news_id: newsId })).status).toBe(201);
    const feed = await call('GET', `/${id}/feed`, pupil);
    expect(feed.body.total).toBe(2);
    const [first, second] = feed.body.list ?? [];
    expect(first).toMatchObject({
      kind: 'news',
      card: { id: newsId, type: { code: 'news', label: 'Новость' }, href: `/news/feed-news-${n}` },
    });
    expect(second).toMatchObject({
      kind: 'material',
      added_by: { id: owner.userId },
      card: { id: pageId, type: { id: 3, code: 'article' } },
    });
    expect((await call('GET', `/${id}/feed?limit=1&offset=1`)).body.list?.map((i) => i.kind)).toEqual(['material']);
  });

  it('refuses members without the right to post, outsiders and guests, until the owner grants it', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner);
    await call('PATCH', `/${id}/join`, pupil);
    const pageId = await material();
    expect(await call('POST', `/${id}/feed`, pupil, { page_id: pageId })).toEqual({
      status: 403,
      body: { detail: 'No right to post' },
    });
    expect((await call('POST', `/${id}/feed`, await person(), { page_id: pageId })).status).toBe(403);
    expect((await call('POST', `/${id}/feed`, undefined, { page_id: pageId })).status).toBe(401);
    await call('PATCH', `/${id}/members/${pupil.userId}`, owner, { can_post: true });
    expect((await call('POST', `/${id}/feed`, pupil, { page_id: pageId })).status).toBe(201);
  });

  it('refuses duplicates, unknown or unpublished items and malformed bodies', async () => {
    const owner = await person(2);
    const id = await create(owner);
    const pageId = await material();
    await call('POST', `/${id}/feed`, owner, { page_id: pageId });
    expect(await call('POST', `/${id}/feed`, owner, { page_id: pageId })).toEqual({
      status: 409,
      body: { detail: 'Already in the feed' },
    });
    expect(await call('POST', `/${id}/feed`, owner, { page_id: 999999 })).toEqual({
      status: 404,
      body: { detail: 'Material not found' },
    });
    expect(await call('POST', `/${id}/feed`, owner, { page_id: await material(false) })).toEqual({
      status: 404,
      body: { detail: 'Material not found' },
    });
    expect(await call('POST', `/${id}/feed`, owner, { news_id: 999999 })).toEqual({
      status: 404,
      body: { detail: 'News not found' },
    });
    for (const body of [{}, { page_id: 1, news_id: 1 }, { page_id: 'x' }, { page_id: -1 }, []]) {
      const res = await call('POST', `/${id}/feed`, owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('shows a closed community’s feed and members to members only', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner, { is_closed: true });
    await call('POST', `/${id}/feed`, owner, { page_id: await material() });
    expect(await call('GET', `/${id}/feed`)).toEqual({ status: 403, body: { detail: 'Members only' } });
    expect((await call('GET', `/${id}/feed`, pupil)).status).toBe(403);
    expect((await call('GET', `/${id}/members`, pupil)).status).toBe(403);
    const requestId = (await call('POST', `/${id}/request`, pupil)).body.id;
    await call('PATCH', `/request/${requestId}/approve`, owner);
    expect((await call('GET', `/${id}/feed`, pupil)).body.total).toBe(1);
    expect((await call('GET', '/424242/feed')).status).toBe(404);
  });

  it('lets the owner or the author take an entry out, nobody else', async () => {
    const owner = await person(2);
    const poster = await person();
    const other = await person();
    const id = await create(owner);
    for (const p of [poster, other]) await call('PATCH', `/${id}/join`, p);
    await call('PATCH', `/${id}/members/${poster.userId}`, owner, { can_post: true });
    const mine = (await call('POST', `/${id}/feed`, poster, { page_id: await material() })).body.id;
    const theirs = (await call('POST', `/${id}/feed`, owner, { page_id: await material() })).body.id;
    expect((await call('DELETE', `/${id}/feed/${mine}`, other)).status).toBe(403);
    expect((await call('DELETE', `/${id}/feed/${theirs}`, poster)).status).toBe(403);
    expect((await call('DELETE', `/${id}/feed/${mine}`, poster)).body).toEqual({ deleted: true });
    expect((await call('DELETE', `/${id}/feed/${theirs}`, owner)).body).toEqual({ deleted: true });
    expect(await call('DELETE', `/${id}/feed/${theirs}`, owner)).toEqual({
      status: 404,
      body: { detail: 'Feed item not found' },
    });
  });
});
