import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface EventCard {
  id: number;
  slug: string;
  state: string;
  status_code: string;
  start_at: string;
  is_finish: boolean;
  href: string;
}
const catalog = async (q = ''): Promise<{ list: EventCard[]; total: number }> => {
  const res = await t.call('GET', `/api/event/catalog${q}`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('events', () => {
  it('GET /event/catalog has upcoming, running, finished and cancelled events', async () => {
    const all = await catalog('?limit=100');
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(new Set(all.list.map((e) => e.state))).toEqual(new Set(['wait', 'running', 'finished', 'cancelled']));
    const starts = all.list.map((e) => e.start_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    const cancelled = all.list.filter((e) => e.state === 'cancelled');
    expect(cancelled.every((e) => e.status_code === 'postponed')).toBe(true);
    expect(all.list.find((e) => e.state === 'finished')?.is_finish).toBe(true);
    expect(all.list[0]!.href).toBe(`/event/${all.list[0]!.slug}`);
  });

  it('filters by event_status and pages', async () => {
    for (const [status, state] of [
      ['upcoming', 'wait'],
      ['running', 'running'],
      ['finished', 'finished'],
      ['cancelled', 'cancelled'],
    ] as const) {
      const page = await catalog(`?event_status=${status}&limit=100`);
      expect(page.total, status).toBeGreaterThan(0);
      expect(
        page.list.every((e) => e.state === state),
        status,
      ).toBe(true);
    }
    const first = await catalog('?limit=2&sort=DATE_ASC');
    const second = await catalog('?limit=2&offset=2&sort=DATE_ASC');
    expect(first.list).toHaveLength(2);
    expect(second.list[0]!.start_at >= first.list[1]!.start_at).toBe(true);
    expect((await t.call('GET', '/api/event/catalog?event_status=soon')).status).toBe(400);
  });

  it('GET /event/slug/{slug} answers the event with its form definition', async () => {
    const res = await t.call('GET', '/api/event/slug/master-klass-roboty');
    expect(res.status).toBe(200);
    const event = await res.json();
    expect(event).toMatchObject({ state: 'wait', is_online: false, participants_count: 0, is_participant: false });
    expect(event.form).toMatchObject({ type: 'inline', btn: 'Присоединиться', title: 'Заполни форму' });
    expect(event.form.fields.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/event/slug/net')).status).toBe(404);
  });

  it('reads and adds event comments (signed in only)', async () => {
    const event = await (await t.call('GET', '/api/event/slug/lekciya-chernye-dyry')).json();
    expect((await t.call('POST', `/api/event/${event.id}/add_comment`, { body: { text: 'Приду' } })).status).toBe(401);
    const user = await t.signUp();
    expect(
      (await t.call('POST', `/api/event/${event.id}/add_comment`, { body: { text: 'Приду!' }, token: user.token }))
        .status,
    ).toBe(201);
    expect(
      (await t.call('POST', `/api/event/${event.id}/add_comment`, { body: { text: '' }, token: user.token })).status,
    ).toBe(400);
    const list = await (await t.call('GET', `/api/event/${event.id}/comments`)).json();
    expect(list.list.map((c: { text: string }) => c.text)).toEqual(['Приду!']);
  });
});

describe('event-news and registration', () => {
  it('GET /event-news/events filters by event_status and search', async () => {
    const res = await t.call('GET', '/api/event-news/events?event_status=cancelled');
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.list.every((e: EventCard) => e.status_code === 'postponed')).toBe(true);
    const found = await (await t.call('GET', `/api/event-news/events?search=${encodeURIComponent('робота')}`)).json();
    expect(found.list.map((e: EventCard) => e.slug)).toEqual(['master-klass-roboty']);
  });

  it('GET /event-news answers the latest news and the coming events', async () => {
    const body = await (await t.call('GET', '/api/event-news')).json();
    expect(body.news.list.length).toBeGreaterThan(0);
    expect(body.events.list.every((e: EventCard) => e.state === 'wait' || e.state === 'running')).toBe(true);
  });

  it('POST /event/{id}/add_participant registers a signed-in user once; closed events refuse', async () => {
    const event = await (await t.call('GET', '/api/event/slug/olimpiada-himiya-otbor')).json();
    expect((await t.call('POST', `/api/event/${event.id}/add_participant`)).status).toBe(401);
    const user = await t.signUp();
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', `/api/event/${event.id}/add_participant`, { token: user.token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ participants_count: 1, is_participant: true });
    }
    const mine = await (await t.call('GET', '/api/event/slug/olimpiada-himiya-otbor', { token: user.token })).json();
    expect(mine.is_participant).toBe(true);
    for (const slug of ['vebinar-ekologiya-goroda', 'ekskursiya-laboratoriya-genetiki']) {
      const closed = await (await t.call('GET', `/api/event/slug/${slug}`)).json();
      const res = await t.call('POST', `/api/event/${closed.id}/add_participant`, { token: user.token });
      expect(res.status, slug).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Registration is closed' });
    }
    expect((await t.call('POST', '/api/event/99999/add_participant', { token: user.token })).status).toBe(404);
  });
});

describe('event registration form', () => {
  const answers = (extra: Record<string, string> = {}) => ({
    values: Object.entries({ name: 'Алиса Иванова', email: 'alisa@example.org', grade: '8', ...extra }).map(
      ([name, value]) => ({ name, value }),
    ),
  });

  it('checks the answers against the form definition', async () => {
    const event = await (await t.call('GET', '/api/event/slug/master-klass-roboty')).json();
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Field is required: name'],
      [{ email: 'не почта' }, 'Invalid email: email'],
      [{ grade: '12' }, 'Invalid option: grade'],
    ];
    for (const [extra, detail] of cases) {
      const res = await t.call('POST', `/api/event/${event.id}/form`, { body: answers(extra) });
      expect(res.status, detail).toBe(400);
      expect(await res.json()).toEqual({ detail });
    }
    const noForm = await (await t.call('GET', '/api/event/slug/olimpiada-himiya-otbor')).json();
    expect((await t.call('POST', `/api/event/${noForm.id}/form`, { body: answers() })).status).toBe(400);
  });

  it('stores a guest form once per client key, and a user once', async () => {
    const event = await (await t.call('GET', '/api/event/slug/lekciya-chernye-dyry')).json();
    const before = event.participants_count;
    const body = { ...answers(), client_key: 'device-42-form-1' };
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', `/api/event/${event.id}/form`, { body });
      expect(res.status).toBe(201);
      expect((await res.json()).participants_count).toBe(before + 1);
    }
    const user = await t.signUp();
    await t.call('POST', `/api/event/${event.id}/form`, { body: answers(), token: user.token });
    const again = await t.call('POST', `/api/event/${event.id}/form`, {
      body: answers({ grade: '9' }),
      token: user.token,
    });
    expect((await again.json()).participants_count).toBe(before + 2);
  });

  it('caps guest registrations per client IP and event (finding 8)', async () => {
    const limited = await createTestApp({ config: { EVENT_GUEST_REGISTRATIONS_PER_IP_DAILY: '2', TRUST_PROXY: '1' } });
    try {
      const event = await (await limited.call('GET', '/api/event/slug/lekciya-chernye-dyry')).json();
      const guest = (ip: string) =>
        limited.call('POST', `/api/event/${event.id}/form`, { body: answers(), headers: { 'x-forwarded-for': ip } });
      expect((await guest('198.51.100.5')).status).toBe(201);
      expect((await guest('198.51.100.5')).status).toBe(201);
      const third = await guest('198.51.100.5');
      expect(third.status).toBe(429);
      expect((await third.json()).detail).toBe('Too many requests');
      const after = await (await limited.call('GET', '/api/event/slug/lekciya-chernye-dyry')).json();
      expect(after.participants_count).toBe(event.participants_count + 2);
      expect((await guest('198.51.100.6')).status).toBe(201);
      const user = await limited.signUp();
      const signed = await limited.call('POST', `/api/event/${event.id}/form`, {
        body: answers(),
        token: user.token,
        headers: { 'x-forwarded-for': '198.51.100.5' },
      });
      expect(signed.status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('takes 20 guest registrations per IP per event a day (the default), the 21st a day after the first', async () => {
    setClock(Date.parse('2026-03-02T09:00:00.000Z'));
    const limited = await createTestApp({ config: { TRUST_PROXY: '1' } });
    try {
      const event = await (await limited.call('GET', '/api/event/slug/lekciya-chernye-dyry')).json();
      const guest = () =>
        limited.call('POST', `/api/event/${event.id}/form`, {
          body: answers(),
          headers: { 'x-forwarded-for': '198.51.100.40' },
        });
      const statuses = [];
      for (let i = 0; i < 21; i++) statuses.push((await guest()).status);
      expect(statuses).toEqual([...Array(20).fill(201), 429]);
      advanceClock(86_399_000);
      expect((await guest()).status).toBe(429);
      advanceClock(1_000);
      expect((await guest()).status).toBe(201);
    } finally {
      setClock(null);
      await limited.close();
    }
  });

  it("takes a registration one second before the event's end, on the server's clock, and closes at its end", async () => {
    const event = await (await t.call('GET', '/api/event/slug/lekciya-chernye-dyry')).json();
    try {
      setClock(Date.parse(event.end_at) - 1000);
      expect((await t.call('POST', `/api/event/${event.id}/form`, { body: answers() })).status).toBe(201);
      expect((await (await t.call('GET', `/api/event/slug/${event.slug}`)).json()).state).toBe('running');
      advanceClock(1000);
      const closed = await t.call('POST', `/api/event/${event.id}/form`, { body: answers() });
      expect(closed.status).toBe(400);
      expect(await closed.json()).toEqual({ detail: 'Registration is closed' });
      expect((await (await t.call('GET', `/api/event/slug/${event.slug}`)).json()).state).toBe('finished');
    } finally {
      setClock(null);
    }
  });

  it('is closed for finished and cancelled events', async () => {
    const cancelled = await (await t.call('GET', '/api/event/slug/turnir-matematicheskih-boev')).json();
    const res = await t.call('POST', `/api/event/${cancelled.id}/form`, { body: answers() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Registration is closed' });
  });
});
