import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { faqItems, faqMessages } from '../../../db/schema/faq.ts';
import { one } from '../../../db/store.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

interface FaqItem {
  id: number;
  question: string;
  answer: string;
  tags: { id: number; name: string }[];
}

async function faq(query = ''): Promise<{ list: FaqItem[]; total: number }> {
  const res = await t.call('GET', `/api/faq/${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

const valid = [
  { name: 'name', value: 'Маша' },
  { name: 'email', value: 'Masha@Example.org' },
  { name: 'theme', value: 'Курсы' },
  { name: 'text', value: 'Как продолжить курс с того же шага?' },
];

describe('faq list and tags', () => {
  it('pages with the default limit 10 and offset 0', async () => {
    const first = await faq();
    expect(first.total).toBeGreaterThanOrEqual(10);
    expect(first.list).toHaveLength(Math.min(10, first.total));
    const item = first.list[0];
    expect(item?.tags.length).toBeGreaterThan(0);
    expect(Object.keys(item ?? {}).sort()).toEqual(['answer', 'id', 'question', 'tags']);
  });

  it('honours limit and offset, with or without the trailing slash', async () => {
    const all = await faq('?limit=100');
    const page = await t.call('GET', '/api/faq?limit=3&offset=2');
    expect(page.status).toBe(200);
    const body = (await page.json()) as { list: FaqItem[]; total: number };
    expect(body.list.map((i) => i.id)).toEqual(all.list.slice(2, 5).map((i) => i.id));
    expect(body.total).toBe(all.total);
    const past = await faq(`?offset=${all.total}`);
    expect(past.list).toEqual([]);
  });

  it('filters by tag and lists the tags', async () => {
    const res = await t.call('GET', '/otherapi/faq/tag');
    expect(res.status).toBe(200);
    const { list: tags } = (await res.json()) as { list: { id: number; name: string }[] };
    expect(tags.length).toBeGreaterThanOrEqual(3);
    const tag = tags.find((x) => x.name === 'Конкурсы');
    if (!tag) throw new Error('tag missing');
    const filtered = await faq(`?tag_id=${tag.id}`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.list.every((i) => i.tags.some((x) => x.id === tag.id))).toBe(true);
    expect(filtered.total).toBeLessThan((await faq()).total);
  });

  it('rejects bad paging with 400', async () => {
    for (const q of ['?limit=0', '?limit=500', '?offset=-3', '?tag_id=abc']) {
      const res = await t.call('GET', `/api/faq/${q}`);
      expect(res.status).toBe(400);
    }
  });

  it('stores only sanitised answers', async () => {
    for (const row of await t.deps.db.select().from(faqItems)) expect(sanitizeHtml(row.answer)).toBe(row.answer);
  });
});

describe('feedback form', () => {
  it('describes the form fields', async () => {
    const res = await t.call('GET', '/api/faq/form');
    expect(res.status).toBe(200);
    const { content } = (await res.json()) as {
      content: { type: string; code: string; name: string; values: string[]; required: boolean }[];
    };
    const byCode = new Map(content.map((f) => [f.code, f]));
    expect(byCode.get('name')).toEqual({ type: 'text', code: 'name', name: 'Имя', values: [], required: true });
    expect(byCode.get('email')).toMatchObject({ type: 'email', name: 'E-mail', required: true });
    expect(byCode.get('theme')?.values).toEqual(
      expect.arrayContaining(['Курсы', 'Конкурсы', 'Технические проблемы', 'Другое']),
    );
    expect(byCode.get('phone')).toMatchObject({ type: 'phone', required: false });
    expect(byCode.get('text')).toMatchObject({ type: 'textarea', name: 'Текст сообщения', required: true });
  });

  it('stores a valid submission', async () => {
    const res = await t.call('POST', '/api/faq/send', {
      body: { list: [...valid, { name: 'phone', value: '+7 (912) 345-67-89' }] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const row = await one(t.deps.db.select().from(faqMessages).where(eq(faqMessages.email, 'masha@example.org')));
    expect(row?.fields).toMatchObject({ name: 'Маша', theme: 'Курсы', text: 'Как продолжить курс с того же шага?' });
  });

  it('names a missing or blank required field', async () => {
    const res = await t.call('POST', '/api/faq/send', { body: { list: valid.filter((f) => f.name !== 'email') } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Field is required: email' });
    const blank = await t.call('POST', '/api/faq/send', {
      body: { list: valid.map((f) => (f.name === 'text' ? { ...f, value: '   ' } : f)) },
    });
    expect(await blank.json()).toEqual({ detail: 'Field is required: text' });
  });

  it('rejects a bad e-mail, phone or theme', async () => {
    const swap = (name: string, value: string) => ({
      list: valid.filter((f) => f.name !== name).concat({ name, value }),
    });
    const email = await t.call('POST', '/api/faq/send', { body: swap('email', 'not-an-email') });
    expect(email.status).toBe(400);
    expect(await email.json()).toEqual({ detail: 'Invalid email' });
    const phone = await t.call('POST', '/api/faq/send', { body: swap('phone', '12345') });
    expect(await phone.json()).toEqual({ detail: 'Invalid phone' });
    const theme = await t.call('POST', '/api/faq/send', { body: swap('theme', 'Про котиков') });
    expect(await theme.json()).toEqual({ detail: 'Invalid value: theme' });
  });

  it('answers malformed JSON and a wrong body shape with 400, storing nothing', async () => {
    const before = (await t.deps.db.select().from(faqMessages)).length;
    const broken = await t.call('POST', '/api/faq/send', {
      body: '{"list": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toEqual(expect.any(String));
    const wrong = await t.call('POST', '/api/faq/send', { body: { list: 'name=Маша' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).detail).toContain('list');
    expect((await t.deps.db.select().from(faqMessages)).length).toBe(before);
  });
});
