import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('news', () => {
  it('GET /event-news/news lists newest first with paging and sort', async () => {
    const body = await (await t.call('GET', '/api/event-news/news?limit=5')).json();
    expect(body.list).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(12);
    expect(body.list[0]).toMatchObject({
      slug: 'otkrytie-sezona-olimpiad',
      href: '/news/otkrytie-sezona-olimpiad',
      type: { code: 'news' },
    });
    const next = await (await t.call('GET', '/otherapi/event-news/news?limit=5&offset=5')).json();
    expect(next.list.map((n: { id: number }) => n.id)).not.toContain(body.list[0].id);
    const asc = await (await t.call('GET', '/api/event-news/news?sort=DATE_ASC&limit=100')).json();
    const dates = asc.list.map((n: { created_at: string }) => n.created_at);
    expect([...dates].sort()).toEqual(dates);
    expect((await t.call('GET', '/api/event-news/news?sort=POPULAR')).status).toBe(400);
  });

  it('GET /event-news/news-slug/{slug} answers the news with blocks, 404 otherwise', async () => {
    const res = await t.call('GET', '/api/event-news/news-slug/nedelya-ekologii');
    expect(res.status).toBe(200);
    const item = await res.json();
    expect(item.title).toBe('Неделя экологии: акции в двухстах школах');
    expect(item.content.some((b: { type: string }) => b.type === 'text')).toBe(true);
    expect((await t.call('GET', '/api/event-news/news-slug/net')).status).toBe(404);
  });

  it('reads and adds news comments (signed in only, sanitised)', async () => {
    const item = await (await t.call('GET', '/api/event-news/news-slug/nedelya-ekologii')).json();
    expect(
      (await t.call('POST', `/api/event-news/news/${item.id}/add_comment`, { body: { text: 'Гость' } })).status,
    ).toBe(401);
    const user = await t.signUp();
    const res = await t.call('POST', `/api/event-news/news/${item.id}/add_comment`, {
      body: { text: 'Здорово <img src=x onerror=alert(1)>' },
      token: user.token,
    });
    expect(res.status).toBe(201);
    const list = await (await t.call('GET', `/api/event-news/news/${item.id}/comments`)).json();
    expect(list.total).toBe(1);
    expect(list.list[0].text).not.toContain('onerror');
    expect((await t.call('GET', '/api/event-news/news/99999/comments')).status).toBe(404);
  });
});
