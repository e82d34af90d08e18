// 'audio-position-set' and 'event-form-send' through POST /api/sync/push, the pull list and
// GET /audio-position/{id}: the newest client time wins, replays change nothing, a form queued
// twice counts once; and an event found by its numeric id.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageAudios } from '../../../db/schema/content.ts';
import { eventParticipants, events } from '../../../db/schema/events.ts';
import { one } from '../../../db/store.ts';
import { mutation, pushMutations, type TestMutation } from '../../testing/sync-push.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { currentChangeVersion } from '../../lib/change-version.ts';

const t = fileTestApp();

const push = (token: string, client: string, mutations: TestMutation[]) => pushMutations(t, token, client, mutations);
const m = mutation;

describe('audio-position-set', () => {
  it('keeps the newest client time, replays without change and is pulled', async () => {
    const { token, userId } = await t.signUp();
    const audio = await one(t.deps.db.select({ id: pageAudios.id }).from(pageAudios));
    if (!audio) throw new Error('no seeded audio');
    const client = randomUUID();
    const batch = [
      m(1, 'audio-position-set', { audio_id: audio.id, position: 12.5, at: '2026-01-01T10:00:05.000Z' }),
      m(2, 'audio-position-set', { audio_id: audio.id, position: 3, at: '2026-01-01T10:00:00.000Z' }),
      m(3, 'audio-position-set', { audio_id: 999_999, position: 3 }),
      m(4, 'audio-position-set', { audio_id: audio.id, position: -1 }),
    ];
    const first = await push(token, client, batch);
    expect(first.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'applied' },
      { id: 3, status: 'rejected', detail: 'Audio not found' },
      { id: 4, status: 'rejected', detail: 'Invalid mutation args' },
    ]);
    const version = await currentChangeVersion(t.deps.db, userId);
    expect(await push(token, client, batch)).toEqual(first);
    expect(await currentChangeVersion(t.deps.db, userId)).toBe(version);

    const got = (await (await t.call('GET', `/api/audio-position/${audio.id}`, { token })).json()) as {
      position: number;
    };
    expect(got.position).toBe(12.5);
    const pulled = (await (await t.call('GET', '/api/sync/pull?cookie=0', { token })).json()) as {
      cookie: number;
      audio_positions: { audio_id: number; position: number }[];
    };
    expect(pulled.audio_positions).toEqual([
      { audio_id: audio.id, position: 12.5, updated_at: '2026-01-01T10:00:05.000Z' },
    ]);
    const later = (await (await t.call('GET', `/api/sync/pull?cookie=${pulled.cookie}`, { token })).json()) as {
      audio_positions: unknown[];
    };
    expect(later.audio_positions).toEqual([]);

    await push(token, client, [
      m(5, 'audio-position-set', { audio_id: audio.id, position: 0, at: '2026-01-01T10:01:00.000Z' }),
    ]);
    expect(
      ((await (await t.call('GET', `/api/audio-position/${audio.id}`, { token })).json()) as { position: number })
        .position,
    ).toBe(0);
  });

  it('needs a signed-in user and a numeric id', async () => {
    expect((await t.call('GET', '/api/audio-position/1')).status).toBe(401);
    const { token } = await t.signUp();
    expect((await t.call('GET', '/api/audio-position/abc', { token })).status).toBe(400);
  });
});

describe('event-form-send', () => {
  const values = [
    { name: 'name', value: 'Аня Петрова' },
    { name: 'email', value: 'anya@example.org' },
    { name: 'grade', value: '9' },
  ];

  it('counts a form sent twice once and rejects closed or invalid sends', async () => {
    const { token } = await t.signUp();
    const event = await one(t.deps.db.select().from(events).where(eq(events.slug, 'lekciya-chernye-dyry')));
    const cancelled = await one(t.deps.db.select().from(events).where(eq(events.slug, 'turnir-matematicheskih-boev')));
    if (!event || !cancelled) throw new Error('no seeded events');
    const count = async () =>
      (await t.deps.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id))).length;
    const before = await count();
    const key = randomUUID();
    const client = randomUUID();
    const first = await push(token, client, [
      m(1, 'event-form-send', { event_id: event.id, client_key: key, values }),
      m(2, 'event-form-send', { event_id: event.id, client_key: key, values }),
      m(3, 'event-form-send', { event_id: event.id, client_key: randomUUID(), values: values.slice(0, 1) }),
      m(4, 'event-form-send', { event_id: cancelled.id, client_key: randomUUID(), values }),
    ]);
    expect(first.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'applied' },
      { id: 3, status: 'rejected', detail: 'Field is required: email' },
      { id: 4, status: 'rejected', detail: 'Registration is closed' },
    ]);
    expect(await count()).toBe(before + 1);
    // A second device's client sends the same key again: still one.
    await push(token, randomUUID(), [m(1, 'event-form-send', { event_id: event.id, client_key: key, values })]);
    expect(await count()).toBe(before + 1);
  });
});

describe('GET /event/slug/{id}', () => {
  it('finds an event by its numeric id too (the /event/$id links of notifications)', async () => {
    const event = await one(t.deps.db.select().from(events).where(eq(events.slug, 'lekciya-chernye-dyry')));
    const res = await t.call('GET', `/api/event/slug/${event?.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { slug: string }).slug).toBe('lekciya-chernye-dyry');
    expect((await t.call('GET', '/api/event/slug/999999')).status).toBe(404);
  });
});
