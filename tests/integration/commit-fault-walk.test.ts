// No acknowledgement without a durable row, walked: with every commit failing as on a full disk (the
// store's commit fault: api/testing/commit-fault.ts), every write operation of the server's own OpenAPI
// document is called as an admin, with generated valid inputs and with real ids, plus the writes a user
// makes most (feedback, statistics, a comment, sign-in, a sync push, a tus upload). No request that
// tried to commit may answer 2xx, and each answers 507 with our own short detail, never a driver's text.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/content.ts';
import { userRoles } from '../../db/schema/users.ts';
import { commitFault, type CommitFault } from '../../api/testing/commit-fault.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { tusCreate } from '../../api/testing/tus.ts';
import { operationsOf, resolver, type Document, type Operation } from '../../scripts/fuzz/operations.ts';
import { inputsFor, type Input } from '../../scripts/fuzz/requests.ts';
import { urlFor } from '../../scripts/fuzz/send.ts';

let t: TestApp;
let fault: CommitFault;
let adminToken = '';
let pupilToken = '';
let pageId = 1;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signUp('fault-admin');
  await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
  adminToken = admin.token;
  pupilToken = (await t.signUp()).token;
  const commented = await t.deps.db
    .select({ id: comments.targetId })
    .from(comments)
    .where(eq(comments.targetType, 'page'))
    .limit(1);
  pageId = commented[0]?.id ?? 1;
  fault = await commitFault(t.store);
  await fault.arm();
}, 120_000);
afterAll(async () => {
  await fault?.disarm();
  await t?.close();
});

interface Outcome {
  request: string;
  status: number;
  text: string;
  commits: number;
}

async function attempt(request: string, send: () => Promise<Response>): Promise<Outcome> {
  const before = await fault.hits();
  const res = await send();
  const text = await res.text();
  return { request, status: res.status, text, commits: (await fault.hits()) - before };
}

/** Rows per table: with every commit failing, no request may change them. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables =
    t.store.engine === 'sqlite'
      ? await t.deps.db.all<{ name: string }>(
          sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%'`,
        )
      : await t.deps.db.all<{ name: string }>(
          sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const row = await t.deps.db.get<{ n: number | string }>(sql.raw(`select count(*) as n from "${name}"`));
    counts[name] = Number(row.n);
  }
  return counts;
}

const acknowledged = (outcomes: Outcome[]) =>
  outcomes.filter((o) => o.commits > 0 && o.status < 300).map((o) => `${o.request} → ${o.status}`);
const leaks = (outcomes: Outcome[]) =>
  outcomes.filter((o) => /disk is full|No space|ENOSPC|SQLITE_|53100/i.test(o.text)).map((o) => o.request);

/** The operation's inputs: generated valid ones, and the same with every id in the path set to a real one. */
function inputsOf(op: Operation, doc: Document): Input[] {
  const generated = inputsFor(op, resolver(doc), 3, 48).filter((i) => i.kind === 'valid');
  const real = generated.map((i) => ({
    ...i,
    path: Object.fromEntries(Object.keys(i.path).map((k) => [k, /id$/i.test(k) ? pageId : i.path[k]])),
  }));
  return [...generated, ...real];
}

describe('a write whose commit fails is never acknowledged', () => {
  it('the writes users make most answer 507 with our detail', async () => {
    const before = await rowCounts();
    const outcomes = [
      await attempt('feedback', () =>
        t.call('POST', '/api/faq/send', {
          body: {
            list: [
              { name: 'name', value: 'Маша' },
              { name: 'email', value: 'masha@example.org' },
              { name: 'theme', value: 'Курсы' },
              { name: 'text', value: 'Вопрос' },
            ],
          },
        }),
      ),
      await attempt('statistics', () =>
        t.call('POST', '/api/statistics', { body: { page_type: 'post', page_id: 7, client_id: 'fault-device' } }),
      ),
      await attempt('comment', () =>
        t.call('POST', `/api/page/${pageId}/add_comment`, { token: pupilToken, body: { text: 'Комментарий' } }),
      ),
      await attempt('sign-in', () =>
        t.call('POST', '/api/auth/login', { body: { login: '79990000001', password: 'demo-password-1' } }),
      ),
      await attempt('sync push', () =>
        t.call('POST', '/api/sync/push', {
          token: pupilToken,
          body: {
            client_id: randomUUID(),
            protocol_version: 1,
            mutations: [
              { id: 1, name: 'bookmark-set', args: { type: 'post', id: 1, on: true }, at: new Date().toISOString() },
            ],
          },
        }),
      ),
      await attempt('tus create', () => tusCreate(t, pupilToken, { size: 1000 })),
    ];
    expect(await rowCounts()).toEqual(before);
    expect(outcomes.filter((o) => o.commits === 0).map((o) => o.request)).toEqual([]);
    expect(outcomes.map((o) => [o.request, o.status, o.text])).toEqual(
      outcomes.map((o) => [o.request, 507, '{"detail":"Server out of space"}']),
    );
  });

  it('no write operation of the API document answers 2xx', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as Document;
    const writes = operationsOf(doc).filter((o) => o.method.toLowerCase() !== 'get');
    expect(writes.length).toBeGreaterThan(100);
    const before = await rowCounts();
    const outcomes: Outcome[] = [];
    for (const op of writes) {
      for (const input of inputsOf(op, doc)) {
        const url = urlFor('', op, input);
        outcomes.push(
          await attempt(`${op.method.toUpperCase()} ${url}`, () =>
            t.call(op.method.toUpperCase(), url, { token: adminToken, body: op.body ? input.body : undefined }),
          ),
        );
      }
    }
    expect(await rowCounts()).toEqual(before);
    const reached = new Set(outcomes.filter((o) => o.commits > 0).map((o) => o.request.split('?')[0]));
    expect(reached.size).toBeGreaterThan(40);
    expect(acknowledged(outcomes)).toEqual([]);
    expect(leaks(outcomes)).toEqual([]);
    expect(outcomes.filter((o) => o.status >= 500 && o.commits > 0 && o.status !== 507).map((o) => o.request)).toEqual(
      [],
    );
  }, 600_000);
});
