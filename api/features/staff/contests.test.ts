// Contests from the staff area: a draft is not public until published; renamed nominations keep
// their ids (works stay attached); bad dates are refused in Russian; the jury's places of the
// special contest are set, shown as winners and written to the audit log.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown> & { detail?: string };
const contest = {
  title: 'Юный эколог',
  description: 'Исследуем воду и воздух своего города',
  content: '<p>Условия<script>x()</script></p>',
  status_id: 2,
  kind: 'common',
  start_at: '2026-12-01',
  end_at: '2027-02-01',
  nominations: [{ name: 'Вода' }, { name: 'Воздух' }],
  segments: [{ name: '5–7 классы' }],
};

describe('contests in the staff area', () => {
  it('creates a draft, publishes it into /contest/catalog and keeps nomination ids on rename', async () => {
    t = await createTestApp({ seed: false });
    const editor = (await staffMember(t, 'editor')).token;
    const created = await t.call('POST', '/api/staff/contests', { token: editor, body: contest });
    expect(created.status).toBe(201);
    const draft = (await json(created)) as { id: number; nominations: { id: number; name: string }[] };
    expect(draft).toMatchObject({ slug: 'yunyj-ekolog', is_published: false, content: '<p>Условия</p>' });
    const catalog = async () => JSON.stringify(await json(await t.call('GET', '/api/contest/catalog')));
    expect(await catalog()).not.toContain('Юный эколог');
    expect((await t.call('GET', `/api/contest/${draft.id}`)).status).toBe(404);

    const published = await t.call('POST', `/api/staff/contests/${draft.id}/publish`, {
      token: editor,
      body: { published: true },
    });
    expect(await json(published)).toMatchObject({ is_published: true });
    expect(await catalog()).toContain('Юный эколог');
    const page = await json(await t.call('GET', `/api/contest/${draft.id}`));
    expect(page).toMatchObject({ status_id: 2, segments: [{ name: '5–7 классы' }] });

    const [water] = draft.nominations;
    const changed = await t.call('PUT', `/api/staff/contests/${draft.id}`, {
      token: editor,
      body: { ...contest, status_id: 3, is_published: true, nominations: [{ id: water!.id, name: 'Чистая вода' }] },
    });
    expect(await json(changed)).toMatchObject({ status_id: 3, nominations: [{ id: water!.id, name: 'Чистая вода' }] });

    const early = await t.call('PUT', `/api/staff/contests/${draft.id}`, {
      token: editor,
      body: { ...contest, end_at: '2026-01-01' },
    });
    expect(early.status).toBe(400);
    expect((await json(early)).detail).toBe('end_at: Конкурс не может закончиться раньше начала');
    const noStatus = await t.call('POST', '/api/staff/contests', { token: editor, body: { ...contest, status_id: 9 } });
    expect((await json(noStatus)).detail).toBe('status_id: Выберите статус');
  });

  it('sets the special contest’s jury places, shown as its winners', async () => {
    t = await createTestApp();
    const editor = (await staffMember(t, 'editor')).token;
    const admin = (await staffMember(t, 'admin')).token;
    const jury = (await json(await t.call('GET', '/api/staff/contests/winners', { token: editor }))) as {
      works: { id: number; author: string }[];
    };
    const [first, second] = jury.works;
    const res = await t.call('PUT', '/api/staff/contests/winners', {
      token: editor,
      body: {
        list: [
          { place: 1, video_id: second!.id },
          { place: 2, video_id: first!.id },
        ],
      },
    });
    expect(await json(res)).toMatchObject({
      places: [
        { place: 1, work_id: second!.id },
        { place: 2, work_id: first!.id },
      ],
    });
    const winners = await json(await t.call('GET', '/api/contest-learn-known/winners'));
    expect(winners).toMatchObject({ by_jury: true, list: [{ place: 1 }, { place: 2 }] });
    const clash = await t.call('PUT', '/api/staff/contests/winners', {
      token: editor,
      body: {
        list: [
          { place: 1, video_id: first!.id },
          { place: 1, video_id: second!.id },
        ],
      },
    });
    expect(clash.status).toBe(400);
    expect((await json(clash)).detail).toBe('list: Одно место или одна работа выбраны дважды');
    const audit = (await json(await t.call('GET', '/api/staff/audit?action=contest.jury', { token: admin }))).list;
    expect(audit).toHaveLength(1);
  });

  it('names the jury’s authors by the privacy rule: an editor sees a pupil’s first name, an admin the surname', async () => {
    t = await createTestApp();
    const editor = (await staffMember(t, 'editor')).token;
    const admin = (await staffMember(t, 'admin')).token;
    type Jury = { places: { work_id: number; title: string }[]; works: { id: number; author: string }[] };
    const juryOf = async (token: string) =>
      (await json(await t.call('GET', '/api/staff/contests/winners', { token }))) as unknown as Jury;
    const [first] = (await juryOf(admin)).works;
    const [name, surname] = first!.author.split(' ');
    expect(surname).toBeTruthy();
    const set = await t.call('PUT', '/api/staff/contests/winners', {
      token: admin,
      body: { list: [{ place: 1, video_id: first!.id }] },
    });
    expect(set.status).toBe(200);
    const byAdmin = await juryOf(admin);
    expect(byAdmin.places).toEqual([expect.objectContaining({ work_id: first!.id, title: `${name} ${surname}` })]);
    const byEditor = await juryOf(editor);
    expect(byEditor.places).toEqual([expect.objectContaining({ work_id: first!.id, title: name })]);
    expect(byEditor.works.find((w) => w.id === first!.id)?.author).toBe(name);
    expect(JSON.stringify(byEditor)).not.toContain(surname);
    // Neither the stored title nor the audit row keeps the surname for a later reader.
    const audit = JSON.stringify(
      await json(await t.call('GET', '/api/staff/audit?action=contest.jury', { token: admin })),
    );
    expect(audit).not.toContain(surname);
    const results = JSON.stringify(await json(await t.call('GET', '/api/contest-learn-known/winners')));
    expect(results).not.toContain(surname);
  });
});
