import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pageAudios, pages } from '../../../db/schema/content.ts';
import { userRoles, users } from '../../../db/schema/users.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sanitizeBlocks, type ContentBlock } from './blocks-schema.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../web/public', import.meta.url));
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const ALL_BLOCK_TYPES = [
  'text',
  'image',
  'tabs',
  'accordion',
  'video_list',
  'cards',
  'countdown',
  'audio',
  'form',
  'multiblock',
  'accent',
  'picture',
  'slider',
  'slider_horizontal',
  'quote',
  'history',
  'video',
  'card',
];

async function privileged(typeId: number) {
  const u = await t.signUp();
  await t.deps.db.update(users).set({ typeId }).where(eq(users.id, u.userId));
  return u;
}
async function staff(role: 'admin' | 'editor') {
  const u = await t.signUp();
  await t.deps.db.insert(userRoles).values({ userId: u.userId, role });
  return u;
}
const evil =
  '<p onclick="steal()">Привет<script>alert(1)</script><img src="javascript:alert(2)" onerror="x()"></p><a href="javascript:alert(3)">ссылка</a>';
const draft = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  page_type_id: 3,
  description: 'Описание',
  content: [
    { type: 'text', data: { html: evil } },
    {
      type: 'multiblock',
      data: {
        title: 'Группа',
        width_left: 40,
        background: '#ffeedd',
        blocks: [{ type: 'quote', data: { html: evil, author: 'Автор' } }],
      },
    },
    { type: 'card', data: { title: 'Карточка', dedicated_html: evil } },
  ],
  ...extra,
});

describe('reading materials', () => {
  it('GET /page/slug/{slug} answers the material with blocks, author, tags and topics', async () => {
    const res = await t.call('GET', '/api/page/slug/chernye-dyry');
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({
      slug: 'chernye-dyry',
      title: 'Чёрные дыры: где заканчивается пространство',
      type: { id: 3, code: 'article' },
      content_type: 3,
      href: '/post/chernye-dyry',
    });
    expect(page.content[0]).toEqual({ type: 'text', data: { html: expect.stringContaining('<p>') } });
    expect(page.user.name).not.toBe('');
    expect(page.tags.map((x: { slug: string }) => x.slug)).toContain('space');
    expect(page.topics.map((x: { slug: string }) => x.slug)).toContain('universe');
    const byId = await (await t.call('GET', `/otherapi/page/${page.id}`)).json();
    expect(byId.slug).toBe('chernye-dyry');
  });

  it('a podcast carries its audio and a video its url', async () => {
    const podcast = await (await t.call('GET', '/api/page/slug/fotosintez')).json();
    expect(podcast.audios[0]).toMatchObject({
      path: '/media/audio/fotosintez.mp3',
      title: podcast.title,
      duration: expect.any(Number),
    });
    expect(podcast.audios[0].duration).toBeGreaterThan(0);
    expect(podcast.content_type).toBe(2);
    const video = await (await t.call('GET', '/api/page/slug/kak-rabotaet-radouga')).json();
    // The demo videos are the site's own small files (issue 42), not another site's player.
    expect(video.videos[0].url).toMatch(/^\/media\/contest-videos\/work-\d\.mp4$/);
  });

  it('answers 404 with a detail for an unknown slug or id, 400 for a bad id', async () => {
    expect((await t.call('GET', '/api/page/slug/net-takoj')).status).toBe(404);
    const res = await t.call('GET', '/api/page/999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Page not found' });
    expect((await t.call('GET', '/api/page/abc')).status).toBe(400);
  });

  it('GET /page lists cards with the catalogue filters', async () => {
    const body = await (await t.call('GET', '/api/page?limit=3&page_type_id=3')).json();
    expect(body.list).toHaveLength(3);
    expect(body.list.every((c: { type: { code: string } }) => c.type.code === 'article')).toBe(true);
  });

  it('the seeded demo uses every block type and its HTML is already in sanitised form', async () => {
    const rows = await t.deps.db.select({ content: pages.content }).from(pages);
    const used = new Set<string>();
    for (const { content } of rows) {
      const blocks = content as ContentBlock[];
      for (const b of blocks) {
        used.add(b.type);
        if (b.type === 'multiblock') b.data.blocks.forEach((x) => used.add(x.type));
      }
      expect(sanitizeBlocks(blocks)).toEqual(blocks);
    }
    expect([...used].sort()).toEqual([...ALL_BLOCK_TYPES].sort());
  });
});

describe('demo media', () => {
  it('every seeded preview, image and audio file exists in web/public', async () => {
    const paths = new Set<string>();
    const walk = (v: unknown) => {
      if (typeof v === 'string' && v.startsWith('/media/')) paths.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(await t.deps.db.select().from(pages));
    walk(await t.deps.db.select().from(pageAudios));
    expect(paths.size).toBeGreaterThan(20);
    for (const p of paths) expect(existsSync(join(PUBLIC_DIR, p)), p).toBe(true);
  });
});

describe('writing materials', () => {
  it('refuses guests (401) and ordinary users (403)', async () => {
    expect((await t.call('POST', '/api/page', { body: draft('Гость') })).status).toBe(401);
    const pupil = await t.signUp();
    const res = await t.call('POST', '/api/page', { body: draft('Ученик'), token: pupil.token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Forbidden' });
  });

  it('lets a blogger create a material; scripts and handlers never come back', async () => {
    const blogger = await privileged(2);
    const res = await t.call('POST', '/api/page', {
      body: draft('Опыты с магнитами', { tags: [1], is_published: true }),
      token: blogger.token,
    });
    expect(res.status).toBe(201);
    const page = await res.json();
    expect(page.slug).toBe('opyty-s-magnitami');
    const stored = JSON.stringify((await (await t.call('GET', `/api/page/slug/${page.slug}`)).json()).content);
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'alert(1)']) expect(stored).not.toContain(bad);
    expect(page.content[0].data.html).toBe(sanitizeHtml(evil));
    expect(page.content[0].data.html).toContain('Привет');
    expect(page.content[1].data.blocks[0].data.html).not.toContain('<script');
    expect(page.tags).toHaveLength(1);
  });

  it('the catalogue total follows creates and deletes at once', async () => {
    const editor = await staff('editor');
    const before = (await (await t.call('GET', '/api/catalog?page_type_id=4')).json()).total;
    const created = await (
      await t.call('POST', '/api/page', {
        body: { ...draft('Новый спецпроект'), page_type_id: 4 },
        token: editor.token,
      })
    ).json();
    expect((await (await t.call('GET', '/api/catalog?page_type_id=4')).json()).total).toBe(before + 1);
    expect((await t.call('DELETE', `/api/page/${created.id}`, { token: editor.token })).status).toBe(204);
    expect((await (await t.call('GET', '/api/catalog?page_type_id=4')).json()).total).toBe(before);
  });

  it('validates the content blocks with zod (400 with a detail)', async () => {
    const editor = await staff('editor');
    const cases = [
      { ...draft('Плохой блок'), content: [{ type: 'marquee', data: {} }] },
      { ...draft('Плохая ссылка'), content: [{ type: 'image', data: { url: 'javascript:alert(1)' } }] },
      { ...draft('Без типа'), page_type_id: 9 },
      { ...draft('Плохой тег'), tags: [99999] },
    ];
    for (const body of cases) {
      const res = await t.call('POST', '/api/page', { body, token: editor.token });
      expect(res.status, body.title).toBe(400);
      expect((await res.json()).detail).toEqual(expect.any(String));
    }
  });

  it('a slug that exists answers 409', async () => {
    const editor = await staff('editor');
    const res = await t.call('POST', '/api/page', {
      body: draft('Дубль', { slug: 'chernye-dyry' }),
      token: editor.token,
    });
    expect(res.status).toBe(409);
  });

  it('of two materials created at once with one new slug, one is created and one answers 409', async () => {
    const editor = await staff('editor');
    const create = () =>
      t.call('POST', '/api/page', { body: draft('Гонка', { slug: 'gonka-slugov' }), token: editor.token });
    const statuses = (await Promise.all([create(), create(), create()])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it('an author edits and deletes only their own material; staff may edit any', async () => {
    const author = await privileged(3);
    const other = await privileged(2);
    const created = await (
      await t.call('POST', '/api/page', { body: draft('Мой черновик', { is_published: false }), token: author.token })
    ).json();
    expect((await t.call('GET', `/api/page/${created.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/page/${created.id}`, { token: author.token })).status).toBe(200);
    expect(
      (await t.call('PUT', `/api/page/${created.id}`, { body: { title: 'Чужая правка' }, token: other.token })).status,
    ).toBe(403);
    const updated = await t.call('PUT', `/api/page/${created.id}`, {
      body: { title: 'Новое название', is_published: true },
      token: author.token,
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).title).toBe('Новое название');
    const admin = await staff('admin');
    expect(
      (await t.call('PUT', `/api/page/${created.id}`, { body: { description: 'Правка редакции' }, token: admin.token }))
        .status,
    ).toBe(200);
    const kept = await (await t.call('GET', `/api/page/${created.id}`)).json();
    expect(kept.content).toHaveLength(3);
    expect((await t.call('DELETE', `/api/page/${created.id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/page/${created.id}`, { token: author.token })).status).toBe(204);
    expect((await t.call('GET', `/api/page/${created.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/page/${created.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('page comments', () => {
  it('reads comments publicly and adds them only for signed-in users, as plain text', async () => {
    const page = await (await t.call('GET', '/api/page/slug/fotosintez')).json();
    expect(await (await t.call('GET', `/api/page/${page.id}/comments`)).json()).toEqual({ list: [], total: 0 });
    expect((await t.call('POST', `/api/page/${page.id}/add_comment`, { body: { text: 'Гость' } })).status).toBe(401);
    const user = await t.signUp();
    const res = await t.call('POST', `/api/page/${page.id}/add_comment`, {
      body: { text: 'Интересно!<script>alert(1)</script><b onclick="x()">Да</b>' },
      token: user.token,
    });
    expect(res.status).toBe(201);
    const comment = await res.json();
    expect(comment.text).toBe('Интересно!Да');
    expect(comment.user.name).toBe('Тест Тестов');
    const list = await (await t.call('GET', `/api/page/${page.id}/comments`)).json();
    expect(list.total).toBe(1);
    expect(list.list[0].text).not.toContain('script');
    expect(
      (
        await t.call('POST', `/api/page/${page.id}/add_comment`, {
          body: { text: '<script>x</script>' },
          token: user.token,
        })
      ).status,
    ).toBe(400);
    expect((await t.call('GET', '/api/page/999999/comments')).status).toBe(404);
  });
});
