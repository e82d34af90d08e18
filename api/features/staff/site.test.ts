// Site editing: what an editor changes in static pages, FAQ, the feedback form and projects is what
// the public calls answer at once; site settings are an admin's; bad input is a 400 or 409 with a
// Russian detail; every write is in the audit log.
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown> & { detail?: string };
const auditActions = async (admin: string) =>
  ((await json(await t.call('GET', '/api/staff/audit?limit=100', { token: admin }))).list as { action: string }[]).map(
    (r) => r.action,
  );

describe('static pages, FAQ, the feedback form and projects', () => {
  it('shows an edited static page on the site and refuses a taken or reserved path in Russian', async () => {
    t = await createTestApp();
    const editor = (await staffMember(t, 'editor')).token;
    const admin = (await staffMember(t, 'admin')).token;
    const pages = (await json(await t.call('GET', '/api/staff/static-pages', { token: editor }))).list as {
      id: number;
      path: string;
    }[];
    const about = pages.find((p) => p.path === 'about')!;
    const body = {
      path: 'about',
      title: 'О нас',
      content: '<p>Новый текст<script>alert(1)</script></p>',
      show_in_menu: true,
      show_in_menu_footer: true,
      sort: 10,
    };
    const saved = await t.call('PUT', `/api/staff/static-pages/${about.id}`, { token: editor, body });
    expect(saved.status).toBe(200);
    const page = await json(await t.call('GET', '/api/static-page/path?path=about'));
    expect(page).toMatchObject({ title: 'О нас', content: '<p>Новый текст</p>' });

    const taken = await t.call('POST', '/api/staff/static-pages', { token: editor, body: { ...body, path: 'policy' } });
    expect(taken.status).toBe(409);
    expect((await json(taken)).detail).toBe('Страница с таким адресом уже есть');
    const reserved = await t.call('POST', '/api/staff/static-pages', {
      token: editor,
      body: { ...body, path: 'staff' },
    });
    expect(reserved.status).toBe(400);
    expect((await json(reserved)).detail).toBe('path: Этот адрес занят разделом сайта');
    const empty = await t.call('POST', '/api/staff/static-pages', { token: editor, body: { ...body, title: ' ' } });
    expect((await json(empty)).detail).toBe('title: Введите заголовок');

    const created = await json(
      await t.call('POST', '/api/staff/static-pages', { token: editor, body: { ...body, path: 'partners' } }),
    );
    expect((await t.call('DELETE', `/api/staff/static-pages/${created.id}`, { token: editor })).status).toBe(200);
    expect((await t.call('GET', '/api/static-page/path?path=partners')).status).toBe(404);
    expect(await auditActions(admin)).toEqual(
      expect.arrayContaining(['static_page.update', 'static_page.create', 'static_page.delete']),
    );
  });

  it('orders, edits and tags FAQ questions, and changes the feedback form that /faq/send checks', async () => {
    t = await createTestApp();
    const editor = (await staffMember(t, 'editor')).token;
    const tag = await json(
      await t.call('POST', '/api/staff/faq-tags', { token: editor, body: { name: 'Сайт', sort: 0 } }),
    );
    const created = await t.call('POST', '/api/staff/faq', {
      token: editor,
      body: { question: 'Где скачать приложение?', answer: '<p>Нигде: это сайт</p>', sort: 0, tag_ids: [tag.id] },
    });
    expect(created.status).toBe(201);
    const faq = (await json(await t.call('GET', '/api/faq?limit=50'))).list as { question: string; tags: unknown[] }[];
    expect(faq[0]).toMatchObject({ question: 'Где скачать приложение?', tags: [{ id: tag.id, name: 'Сайт' }] });
    const again = await t.call('POST', '/api/staff/faq', {
      token: editor,
      body: { question: 'Где скачать приложение?', answer: '<p>Ещё раз</p>' },
    });
    expect((await json(again)).detail).toBe('Такой вопрос уже есть');

    const select = await t.call('POST', '/api/staff/faq-form', {
      token: editor,
      body: { code: 'grade', type: 'select', name: 'Класс', values: [] },
    });
    expect((await json(select)).detail).toBe('values: У списка должен быть хотя бы один вариант');
    const field = await t.call('POST', '/api/staff/faq-form', {
      token: editor,
      body: { code: 'grade', type: 'select', name: 'Класс', values: ['5', '6'], required: true, sort: 10 },
    });
    expect(field.status).toBe(201);
    const form = (await json(await t.call('GET', '/api/faq/form'))).content as { code: string }[];
    expect(form.map((f) => f.code)).toContain('grade');
    const list = [
      { name: 'name', value: 'Аня' },
      { name: 'email', value: 'anya@example.org' },
      { name: 'theme', value: 'Курсы' },
      { name: 'text', value: 'Вопрос' },
    ];
    expect((await t.call('POST', '/api/faq/send', { body: { list } })).status).toBe(400);
    const sent = await t.call('POST', '/api/faq/send', { body: { list: [...list, { name: 'grade', value: '5' }] } });
    expect(sent.status).toBeLessThan(300);
  });

  it('puts a new project in the home slider in its order', async () => {
    t = await createTestApp();
    const editor = (await staffMember(t, 'editor')).token;
    const res = await t.call('POST', '/api/staff/projects', {
      token: editor,
      body: { title: 'Ночь в музее', url: 'https://example.org/night', show_in_slider: true, order: 0 },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ slug: 'noch-v-muzee', show_in_slider: true });
    const slider = (await json(await t.call('GET', '/api/project/catalog?show_in_slider=1'))).list as {
      title: string;
    }[];
    expect(slider[0]?.title).toBe('Ночь в музее');
    const bad = await t.call('POST', '/api/staff/projects', {
      token: editor,
      body: { title: 'Плохая ссылка', url: 'javascript:alert(1)' },
    });
    expect((await json(bad)).detail).toBe('url: Ссылка должна начинаться с / или https://');
  });
});

describe('the demo seed after staff edits', () => {
  it('never brings back a deleted page, question, project or form field on restart', async () => {
    t = await createTestApp();
    const editor = (await staffMember(t, 'editor')).token;
    const kinds = [
      ['/api/staff/static-pages', 'path'],
      ['/api/staff/faq', 'question'],
      ['/api/staff/projects', 'slug'],
      ['/api/staff/faq-form', 'code'],
    ] as const;
    const list = async (path: string) =>
      (await json(await t.call('GET', path, { token: editor }))).list as Record<string, string | number>[];
    const removed: (string | number)[] = [];
    for (const [path, key] of kinds) {
      const row = (await list(path))[0]!;
      removed.push(row[key]!);
      expect((await t.call('DELETE', `${path}/${row.id}`, { token: editor })).status).toBe(200);
    }
    await seedDemo(t.deps.db);
    for (const [i, [path, key]] of kinds.entries()) {
      const rows = await list(path);
      expect(rows.map((r) => r[key])).not.toContain(removed[i]);
      expect(rows.length).toBeGreaterThan(0);
    }
  });
});

describe('site settings', () => {
  it('lets only an admin change links; GET /settings answers the new values', async () => {
    t = await createTestApp();
    const editor = (await staffMember(t, 'editor')).token;
    const admin = (await staffMember(t, 'admin')).token;
    const values = { vk_url: 'https://vk.com/nauka_new', registration_video: 'https://youtu.be/ZbQ8qjvJm1M' };
    expect((await t.call('PUT', '/api/staff/settings', { token: editor, body: { values } })).status).toBe(403);
    const res = await t.call('PUT', '/api/staff/settings', { token: admin, body: { values } });
    expect(res.status).toBe(200);
    const settings = await json(await t.call('GET', '/api/settings'));
    expect(settings).toMatchObject({ vk_url: 'https://vk.com/nauka_new', registration_video: 'ZbQ8qjvJm1M' });
    const bad = await t.call('PUT', '/api/staff/settings', {
      token: admin,
      body: { values: { telegram_url: 'javascript:alert(1)' } },
    });
    expect((await json(bad)).detail).toBe('values.telegram_url: Ссылка должна начинаться с https://');
    const unknown = await t.call('PUT', '/api/staff/settings', { token: admin, body: { values: { secret: 'x' } } });
    expect(unknown.status).toBe(400);
    expect(await auditActions(admin)).toContain('settings.update');
  });

  it('takes the registration video from YouTube, VK Video or Rutube and refuses other addresses in Russian', async () => {
    t = await createTestApp();
    const admin = (await staffMember(t, 'admin')).token;
    const put = (registration_video: string) =>
      t!.call('PUT', '/api/staff/settings', { token: admin, body: { values: { registration_video } } });
    const stored = async () => (await json(await t!.call('GET', '/api/settings'))).registration_video;
    expect((await put('https://vkvideo.ru/video-22822305_456241864')).status).toBe(200);
    expect(await stored()).toBe('https://vkvideo.ru/video-22822305_456241864');
    const rutube = 'https://rutube.ru/video/7a4f0b6e2b1c4d5e8f9a0b1c2d3e4f5a/';
    expect((await put(rutube)).status).toBe(200);
    expect(await stored()).toBe(rutube);
    const bad = await put('https://example.com/video.mp4');
    expect(bad.status).toBe(400);
    expect((await json(bad)).detail).toBe(
      'values.registration_video: Укажите ссылку на видео YouTube, VK Видео или Rutube',
    );
    expect(await stored()).toBe(rutube);
  });

  it('new terms (agreement_version) ask every user to accept them once more; the same edition does not', async () => {
    t = await createTestApp();
    const admin = (await staffMember(t, 'admin')).token;
    const pupil = await t.signUp();
    const agreed = async () => (await json(await t!.call('GET', '/api/user/me', { token: pupil.token }))).is_agreement;
    expect(await agreed()).toBe(true);
    const bump = (v: string) =>
      t!.call('PUT', '/api/staff/settings', { token: admin, body: { values: { agreement_version: v } } });
    expect((await bump('2026-12')).status).toBe(200);
    expect(await agreed()).toBe(false);
    const accept = await t.call('POST', '/api/user/update-profile', {
      token: pupil.token,
      body: { is_agreement: true },
    });
    expect(accept.status).toBe(200);
    expect(await agreed()).toBe(true);
    expect((await bump('2026-12')).status).toBe(200);
    expect(await agreed()).toBe(true);
  });
});
