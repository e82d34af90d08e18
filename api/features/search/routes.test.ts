import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let editor: string;

interface Hit {
  id: number;
  kind: string;
  title: string;
  description: string;
  href: string;
  type: { code: string };
}
interface Answer {
  list: Hit[];
  total: number;
  counts: Record<string, number>;
}

async function find(query: string, extra = ''): Promise<Answer> {
  const res = await t.call('GET', `/api/search?query=${encodeURIComponent(query)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

async function addPage(title: string, description: string, html = '<p>Текст</p>') {
  const res = await t.call('POST', '/api/page', {
    body: { title, description, page_type_id: 3, is_published: true, content: [{ type: 'text', data: { html } }] },
    token: editor,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  const u = await t.signUp();
  await t.deps.db.update(users).set({ typeId: 2 }).where(eq(users.id, u.userId));
  editor = u.token;
});
afterAll(async () => {
  await t.close();
});

describe('GET /search', () => {
  it('finds Russian word forms, with ё and е alike', async () => {
    const id = await addPage(
      'Ёлочные игрушки своими руками',
      'Мастерская для младших школьников',
      '<p>Курсы рисования по субботам</p>',
    );
    for (const q of ['елочные', 'ёлочная', 'игрушка', 'курс', 'курсов', 'рисованием']) {
      const { list } = await find(q);
      expect(
        list.map((h) => h.id),
        q,
      ).toContain(id);
    }
    expect((await find('физики')).list.map((h) => h.title).join(' ')).toMatch(/физик/i);
  });

  it('ranks a title match above a body match and answers cards of every kind', async () => {
    const inBody = await addPage('Прогулка по парку', 'Разговор о магнитах и компасах');
    const inTitle = await addPage('Магниты вокруг нас', 'Прогулка с компасом');
    const { list } = await find('магнит', '&type=post');
    expect(list.findIndex((h) => h.id === inTitle)).toBeLessThan(list.findIndex((h) => h.id === inBody));
    const hit = list.find((h) => h.id === inTitle)!;
    expect(hit).toMatchObject({ kind: 'post', href: expect.stringMatching(/^\/post\//), type: { code: 'article' } });

    const all = await find('олимпиады');
    expect(new Set(all.list.map((h) => h.kind))).toEqual(new Set(['news', 'event']));
    expect(all.total).toBe(all.counts.news! + all.counts.event!);
    const events = await find('олимпиады', '&type=event');
    expect(events.list.every((h) => h.kind === 'event' && h.href.startsWith('/event/'))).toBe(true);
    expect(events.total).toBe(all.counts.event);
    expect((await find('планеты', '&type=course')).list.every((h) => h.href.startsWith('/course/'))).toBe(true);
  });

  it('pages through the results and truncates descriptions', async () => {
    const long = 'Очень длинное описание про трилобитов. '.repeat(10);
    for (let i = 0; i < 5; i++) await addPage(`Трилобиты, часть ${i + 1}`, long);
    const first = await find('трилобиты', '&limit=2');
    const second = await find('трилобиты', '&limit=2&offset=2');
    expect(first.total).toBe(5);
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(2);
    expect(second.list.map((h) => h.id)).not.toContain(first.list[0]!.id);
    expect(first.list[0]!.description.length).toBeLessThanOrEqual(128);
    expect(first.list[0]!.description.endsWith('…')).toBe(true);
  });

  it('follows edits and deletions of materials', async () => {
    const id = await addPage('Стеклянные бабочки', 'Крылья без пигмента');
    expect((await find('бабочкам')).list.map((h) => h.id)).toContain(id);
    await t.call('PUT', `/api/page/${id}`, { body: { title: 'Прозрачные стрекозы' }, token: editor });
    expect((await find('бабочкам')).list.map((h) => h.id)).not.toContain(id);
    expect((await find('стрекоза')).list.map((h) => h.id)).toContain(id);
    await t.call('DELETE', `/api/page/${id}`, { token: editor });
    expect((await find('стрекоза')).list.map((h) => h.id)).not.toContain(id);
  });

  it('answers 400 for an empty or blank query and a bad type', async () => {
    for (const q of ['', '   ', '%20,.!']) {
      const res = await t.call('GET', `/api/search?query=${q}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Empty query' });
    }
    expect((await t.call('GET', '/api/search')).status).toBe(400);
    expect((await t.call('GET', '/api/search?query=космос&type=nope')).status).toBe(400);
    expect((await t.call('GET', '/otherapi/search?query=космос')).status).toBe(200);
  });

  it('backs the catalogue search filter with the same index', async () => {
    const catalog = async (q: string, extra = '') =>
      (await (await t.call('GET', `/api/catalog?limit=100&search=${encodeURIComponent(q)}${extra}`)).json()) as {
        list: { id: number }[];
        total: number;
      };
    const stars = await catalog('звёзды');
    const posts = await find('звезда', '&type=post&limit=100');
    expect(stars.total).toBeGreaterThan(0);
    expect(stars.total).toBe(posts.total);
    expect(new Set(stars.list.map((c) => c.id))).toEqual(new Set(posts.list.map((h) => h.id)));
    const articles = await catalog('звёзды', '&page_type_id=3');
    expect(articles.total).toBeLessThanOrEqual(stars.total);
    expect((await catalog('несуществующееслово')).total).toBe(0);
  });
});
