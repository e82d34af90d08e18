// Authoring: an editor writes a material as a draft (not found by search, not public), publishes
// it (found at once: the index follows every write), takes it back; news the same way. HTML is sanitised.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const article = {
  title: 'Квазары и чёрные дыры',
  page_type_id: 3,
  description: 'Что светит ярче галактики',
  content: [
    { type: 'text', data: { html: '<p>Квазар — ядро галактики<script>alert(1)</script></p>' } },
    { type: 'quote', data: { html: '<p>Смотрите на звёзды</p>', author: 'Стивен Хокинг' } },
    { type: 'accordion', data: { title: 'Вопросы', items: [{ title: 'Далеко?', html: '<p>Очень</p>' }] } },
  ],
};

const found = async (app: TestApp, query: string) =>
  JSON.stringify(await (await app.call('GET', `/api/search?query=${encodeURIComponent(query)}`)).json());

describe('authoring materials and news', () => {
  it('keeps a new material a draft until published; search follows publish and unpublish', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const created = await t.call('POST', '/api/staff/content/pages', { token: editor.token, body: article });
    expect(created.status).toBe(201);
    const page = await created.json();
    expect(page).toMatchObject({ is_published: false, slug: 'kvazary-i-chernye-dyry' });
    expect(JSON.stringify(page.content)).not.toContain('script');
    expect((await t.call('GET', `/api/page/${page.id}`)).status).toBe(404);
    expect(await found(t, 'квазар')).not.toContain('Квазары и чёрные дыры');
    const drafts = await (await t.call('GET', '/api/staff/content/pages?state=draft', { token: editor.token })).json();
    expect(drafts.list).toEqual([expect.objectContaining({ id: page.id, is_published: false })]);

    const published = await t.call('POST', `/api/staff/content/pages/${page.id}/publish`, {
      token: editor.token,
      body: { published: true },
    });
    expect(await published.json()).toMatchObject({ is_published: true });
    expect((await t.call('GET', `/api/page/${page.id}`)).status).toBe(200);
    expect(await found(t, 'квазар')).toContain('Квазары и чёрные дыры');

    await t.call('PUT', `/api/staff/content/pages/${page.id}`, { token: editor.token, body: { title: 'Пульсары' } });
    expect(await found(t, 'пульсар')).toContain('Пульсары');
    await t.call('POST', `/api/staff/content/pages/${page.id}/publish`, {
      token: editor.token,
      body: { published: false },
    });
    expect(await found(t, 'пульсар')).not.toContain('Пульсары');
    expect((await t.call('GET', `/api/page/${page.id}`)).status).toBe(404);
  });

  it('writes news as a draft, publishes it to the news list and search', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const created = await t.call('POST', '/api/staff/content/news', {
      token: editor.token,
      body: {
        title: 'Открыт набор в летнюю школу',
        content: [{ type: 'text', data: { html: '<p>Набор до июня</p>' } }],
      },
    });
    const { id } = await created.json();
    const list = async () => JSON.stringify(await (await t.call('GET', '/api/event-news/news')).json());
    expect(await list()).not.toContain('летнюю школу');
    const published = await t.call('POST', `/api/staff/content/news/${id}/publish`, {
      token: editor.token,
      body: { published: true },
    });
    // The answer is the news as the editor's form shows it, as its API document says (the form reads its slug).
    expect(await published.json()).toMatchObject({ id, slug: expect.any(String), is_published: true });
    expect(await list()).toContain('летнюю школу');
    expect(await found(t, 'летняя школа')).toContain('летнюю школу');
    const dup = await t.call('POST', '/api/staff/content/news', {
      token: editor.token,
      body: { title: 'Открыт набор в летнюю школу' },
    });
    expect(dup.status).toBe(409);
  });
});
