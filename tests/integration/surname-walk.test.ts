// The privacy rule, walked: every GET operation of the server's own OpenAPI document, with its path
// filled from the demo data, as a guest, as an unrelated pupil and as an editor (staff the rule does not
// trust: the staff area names pupils by first name to them). No answer may carry another pupil's surname
// or school, nor a user object with their surname, city, region or school (api/lib/person-name.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../db/schema/communities.ts';
import { collections } from '../../db/schema/collections.ts';
import { comments } from '../../db/schema/content.ts';
import { contests, contestParticipants, contestWorks } from '../../db/schema/contests.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { operationsOf, type Document } from '../../scripts/fuzz/operations.ts';
import { createSession } from '../../api/lib/session-service.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

/** Dictionaries of places and schools list public names, not people. */
const DICTIONARIES = /^\/(school|address|address-search)\b/;
const PERSONAL_KEYS = ['last_name', 'city', 'region', 'work_or_school', 'school'];

let t: TestApp;
let pupilToken = '';
let pupilId = 0;
let editorToken = '';
let adminToken = '';
/** Strings of other pupils that no answer may contain. */
let secrets: string[] = [];
let pupilIds = new Set<number>();
const candidates = new Map<string, number[]>();

const distinct = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  ({ userId: pupilId, token: pupilToken } = await t.signUp());
  await db.update(users).set({ typeId: 1, lastName: 'Незнакомцева' }).where(eq(users.id, pupilId));
  // Staff of their own accounts (no pupil links): an editor only, and an admin.
  const staff = async (login: string, role: 'editor' | 'admin') => {
    const { userId, token } = await t.signUp(login);
    await db.insert(userRoles).values({ userId, role });
    return token;
  };
  editorToken = await staff('walk-editor', 'editor');
  adminToken = await staff('walk-admin', 'admin');
  // Demo pupils reach the walker, so its notifications and follower lists name them.
  const aliceToken = (await createSession(db, 1)).token;
  expect((await t.call('POST', `/api/user/${pupilId}/follow`, { token: aliceToken })).status).toBeLessThan(300);

  const pupils = await db
    .select({ id: users.id, lastName: users.lastName, school: users.workOrSchool })
    .from(users)
    .where(eq(users.typeId, 1));
  const others = pupils.filter((p) => p.id !== pupilId);
  pupilIds = new Set(others.map((p) => p.id));
  const schools = await db
    .select({ school: contestParticipants.workOrSchool, userId: contestParticipants.userId })
    .from(contestParticipants);
  secrets = [
    ...others.flatMap((p) => [p.lastName, p.school]),
    ...schools.filter((s) => s.userId !== pupilId).map((s) => s.school),
  ].filter((s): s is string => !!s && s.length >= 3);
  expect(secrets).toContain('Иванова');

  const commented = (type: 'page' | 'news' | 'event') =>
    db.selectDistinct({ id: comments.targetId }).from(comments).where(eq(comments.targetType, type));
  const userIds = distinct([pupilId, 1, 2, 3, ...others.map((p) => p.id)]);
  candidates.set('user', userIds);
  candidates.set('collection/user', userIds);
  candidates.set('contest-video/user-videos', userIds);
  candidates.set('community', distinct((await db.select({ id: communities.id }).from(communities)).map((r) => r.id)));
  candidates.set('collection', distinct((await db.select({ id: collections.id }).from(collections)).map((r) => r.id)));
  candidates.set('page', distinct((await commented('page')).map((r) => r.id)));
  candidates.set('event', distinct((await commented('event')).map((r) => r.id)));
  candidates.set('event-news/news', distinct((await commented('news')).map((r) => r.id)));
  candidates.set('contest', distinct((await db.select({ id: contests.id }).from(contests)).map((r) => r.id)));
  candidates.set(
    'contest-video',
    distinct(
      (
        await db
          .select({ id: contestWorks.id })
          .from(contestWorks)
          .where(sql`true`)
      ).map((r) => r.id),
    ),
  );
}, 120_000);

afterAll(() => t?.close());

/** The values to try for a path's parameters: by the path's resource, else a few low ids. */
function pathsOf(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) return [template];
  if (names.length > 1 || template.includes('slug') || template.startsWith('/media/')) return [];
  const resource = [...candidates.keys()]
    .filter((k) => template.startsWith(`/${k}/`))
    .sort((a, b) => b.length - a.length)[0];
  const values = resource ? candidates.get(resource)! : [1, 2, 3];
  return values.map((v) => template.replace(/\{\w+\}/, String(v)));
}

/** A required query parameter gets a plain valid value (the first enum value, 1, or a letter). */
function queryOf(params: ReturnType<typeof operationsOf>[number]['params']): string {
  const q = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query' && x.required)) {
    const s = p.schema as { enum?: unknown[]; type?: string };
    q.set(p.name, s.enum?.length ? String(s.enum[0]) : s.type === 'integer' || s.type === 'number' ? '1' : 'а');
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** User objects (an `id` of another pupil) with personal keys filled, found anywhere in `body`. */
function personalLeaks(body: unknown, path: string[] = []): string[] {
  if (Array.isArray(body)) return body.flatMap((v, i) => personalLeaks(v, [...path, String(i)]));
  if (!body || typeof body !== 'object') return [];
  const o = body as Record<string, unknown>;
  const own =
    typeof o.id === 'number' &&
    pupilIds.has(o.id) &&
    path.at(-1) !== undefined &&
    /user|author|owner|from|member/.test(path.join('.'))
      ? PERSONAL_KEYS.filter((k) => o[k] !== undefined && o[k] !== null && o[k] !== '').map(
          (k) => `${path.join('.')}.${k}`,
        )
      : [];
  return [...own, ...Object.entries(o).flatMap(([k, v]) => personalLeaks(v, [...path, k]))];
}

async function walk(token: string | undefined): Promise<{ calls: number; leaks: string[] }> {
  const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as Document;
  const leaks: string[] = [];
  let calls = 0;
  for (const op of operationsOf(doc).filter((o) => o.method.toLowerCase() === 'get')) {
    for (const path of pathsOf(op.path)) {
      const url = `/api${path}${queryOf(op.params)}`;
      const res = await t.call('GET', url, { token });
      calls += 1;
      if (!(res.headers.get('content-type') ?? '').includes('json')) continue;
      const text = await res.text();
      if (!DICTIONARIES.test(path)) for (const s of secrets) if (text.includes(s)) leaks.push(`${url}: "${s}"`);
      leaks.push(...personalLeaks(JSON.parse(text)).map((l) => `${url}: ${l}`));
    }
  }
  return { calls, leaks };
}

describe('no answer names another pupil beyond the privacy rule', () => {
  it('as a guest', async () => {
    const { calls, leaks } = await walk(undefined);
    expect(calls).toBeGreaterThan(150);
    expect(leaks).toEqual([]);
  }, 300_000);

  it('as an unrelated pupil', async () => {
    const { calls, leaks } = await walk(pupilToken);
    expect(calls).toBeGreaterThan(150);
    expect(leaks).toEqual([]);
  }, 300_000);

  it('as an editor, the staff area included', async () => {
    const { calls, leaks } = await walk(editorToken);
    expect(calls).toBeGreaterThan(150);
    expect(leaks).toEqual([]);
  }, 300_000);

  it('an admin still sees a pupil’s surname in the staff users list (the rule decides, not a removal)', async () => {
    const res = await t.call('GET', '/api/staff/users?q=Иванова', { token: adminToken });
    expect(res.status).toBe(200);
    const { list } = (await res.json()) as { list: { id: number; name: string; last_name: string }[] };
    expect(list.find((u) => u.id === 1)).toMatchObject({ name: 'Алиса', last_name: 'Иванова' });
  });
});
