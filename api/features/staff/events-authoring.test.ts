// Authoring events: a draft with a registration form is not public until published, then a pupil
// finds it, fills in the form and is told at once when staff cancel it; bad input is a 400 with our
// own detail; every write is in the audit log.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const olympiad = {
  title: 'Олимпиада по астрономии',
  description: 'Для 7–11 классов',
  start_at: inDays(10),
  end_at: inDays(11),
  place: 'Москва, Планетарий',
  is_online: false,
  form: {
    type: 'inline',
    title: 'Запись на олимпиаду',
    fields: [
      { name: 'name', label: 'Имя', type: 'text', required: true },
      { name: 'grade', label: 'Класс', type: 'select', options: ['7', '8', '9'], required: true },
    ],
  },
  content: [{ type: 'text', data: { html: '<p>Задачи про телескопы<script>x</script></p>' } }],
};

const found = async (query: string) =>
  JSON.stringify(await (await t.call('GET', `/api/search?query=${encodeURIComponent(query)}`)).json());

describe('authoring events', () => {
  it('keeps a draft hidden, publishes it to the list and search, and a pupil registers through its form', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const res = await t.call('POST', '/api/staff/content/events', { token: editor.token, body: olympiad });
    expect(res.status).toBe(201);
    const event = await res.json();
    expect(event).toMatchObject({ is_published: false, status: 'planned', slug: 'olimpiada-po-astronomii' });
    expect(JSON.stringify(event.content)).not.toContain('script');
    expect((await t.call('GET', `/api/event/slug/${event.slug}`)).status).toBe(404);
    expect(await found('телескоп')).not.toContain('Олимпиада');

    const published = await t.call('POST', `/api/staff/content/events/${event.id}/publish`, {
      token: editor.token,
      body: { published: true },
    });
    expect(await published.json()).toMatchObject({ is_published: true });
    const page = await (await t.call('GET', `/api/event/slug/${event.slug}`)).json();
    expect(page).toMatchObject({ place: 'Москва, Планетарий', form: olympiad.form });
    expect(await found('телескоп')).toContain('Олимпиада по астрономии');

    const pupil = await t.signUp();
    const sent = await t.call('POST', `/api/event/${event.id}/form`, {
      token: pupil.token,
      body: {
        values: [
          { name: 'name', value: 'Алиса' },
          { name: 'grade', value: '8' },
        ],
      },
    });
    expect(await sent.json()).toMatchObject({ success: true, participants_count: 1 });

    await t.call('POST', `/api/staff/content/events/${event.id}/publish`, {
      token: editor.token,
      body: { published: false },
    });
    expect((await t.call('GET', `/api/event/slug/${event.slug}`)).status).toBe(404);
    expect(await found('телескоп')).not.toContain('Олимпиада');
  });

  it('tells the registered pupils at once when the event is cancelled', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const { id } = await (
      await t.call('POST', '/api/staff/content/events', { token: editor.token, body: olympiad })
    ).json();
    await t.call('POST', `/api/staff/content/events/${id}/publish`, { token: editor.token, body: { published: true } });
    const pupil = await t.signUp();
    await t.call('POST', `/api/event/${id}/add_participant`, { token: pupil.token });
    const notices = async () =>
      JSON.stringify(await (await t.call('GET', '/api/notification?limit=20', { token: pupil.token })).json());
    expect(await notices()).not.toContain('отменено');

    const res = await t.call('PUT', `/api/staff/content/events/${id}`, {
      token: editor.token,
      body: { ...olympiad, status: 'postponed' },
    });
    expect(await res.json()).toMatchObject({ status: 'postponed' });
    expect(await notices()).toContain('Мероприятие «Олимпиада по астрономии» отменено');
    const card = await (await t.call('GET', `/api/event/slug/${id}`)).json();
    expect(card.state).toBe('cancelled');
  });

  it('refuses bad input with its own detail and records every write in the audit log', async () => {
    t = await createTestApp({ seed: false });
    const editor = await staffMember(t, 'editor');
    const admin = await staffMember(t, 'admin');
    const post = (body: unknown) => t.call('POST', '/api/staff/content/events', { token: editor.token, body });
    const detail = async (body: unknown) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      return (await res.json()).detail;
    };
    expect(await detail({ ...olympiad, title: '' })).toBe('title: Too short');
    expect(await detail({ ...olympiad, end_at: olympiad.start_at })).toBe('End must be after start');
    expect(await detail({ ...olympiad, place: null })).toBe('Place required');
    expect(await detail({ ...olympiad, start_at: '10.12.2026' })).toBe('start_at: Invalid format');
    const twice = { ...olympiad.form, fields: [olympiad.form.fields[0], olympiad.form.fields[0]] };
    expect(await detail({ ...olympiad, form: twice })).toBe('Form field names repeat');
    const noOptions = { ...olympiad.form, fields: [{ name: 'g', label: 'Класс', type: 'select', options: [] }] };
    expect(await detail({ ...olympiad, form: noOptions })).toBe('Select field needs options');
    expect((await post({ ...olympiad, place: null, is_online: true })).status).toBe(201);
    expect((await post({ ...olympiad, is_online: true })).status).toBe(409);

    const audit = await (await t.call('GET', '/api/staff/audit?action=event.create', { token: admin.token })).json();
    expect(audit.list).toEqual([
      expect.objectContaining({ action: 'event.create', after: expect.objectContaining({ is_published: false }) }),
    ]);
    const missing = await t.call('PUT', '/api/staff/content/events/99999', { token: editor.token, body: olympiad });
    expect(missing.status).toBe(404);
  });
});
