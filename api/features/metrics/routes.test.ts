import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

async function scrape(app: TestApp): Promise<string> {
  const res = await app.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** One label set's histogram in the exposition text: its buckets (upper bound, count), sum and count. */
function durationHistogram(text: string, method: string, route: string, status: string) {
  const labels = `method="${method}",route="${route}",status="${status}"`;
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`http_request_duration_seconds_${name}{${labels}} `));
    return line === undefined ? NaN : Number(line.slice(line.lastIndexOf(' ') + 1));
  };
  const buckets: [number, number][] = [];
  for (const line of text.split('\n')) {
    const m = /^http_request_duration_seconds_bucket\{le="([^"]+)",(.*)\} (\d+)$/.exec(line);
    if (m?.[2] === labels) buckets.push([m[1] === '+Inf' ? Infinity : Number(m[1]), Number(m[3])]);
  }
  return { buckets, sum: value('sum'), count: value('count') };
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp({ seed: false });
    expect((await t.call('GET', '/metrics')).status).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    t = await createTestApp({ seed: false, config: { METRICS_TOKEN: TOKEN } });
    expect((await t.call('GET', '/metrics')).status).toBe(401);
    expect((await t.call('GET', '/metrics', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('counts requests by route pattern, pushes, mutations by name, pulls, sessions, database size and backup age', async () => {
    t = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
    const { token } = await t.signUp();
    await t.call('GET', '/api/catalog');
    await t.call('GET', '/api/user/123456');
    const client = randomUUID();
    await pushMutations(t, token, client, [
      mutation(1, 'bookmark-set', { type: 'post', id: 1, on: true }),
      mutation(2, 'no-such-mutation', {}),
    ]);
    await t.call('GET', '/api/sync/pull', { token });
    mkdirSync(join(t.dataDir, 'backups'));
    writeFileSync(join(t.dataDir, 'backups', 'nauka-backup-test.tar.gz'), 'x');
    const text = await scrape(t);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/catalog",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/user\/:id\{\[0-9\]\+\}",status="404"\} 1/);
    // The one call is in the histogram, in the bucket its own duration falls in (how long it took is the
    // machine's business: under a full test run a first catalogue call on PostgreSQL took 108 ms).
    const catalog = durationHistogram(text, 'GET', '/api/catalog', '200');
    expect(catalog.count).toBe(1);
    expect(catalog.sum).toBeGreaterThan(0);
    expect(catalog.buckets.length).toBeGreaterThan(5);
    for (const [le, n] of catalog.buckets) expect([le, n]).toEqual([le, catalog.sum <= le ? 1 : 0]);
    expect(catalog.buckets.at(-1)).toEqual([Infinity, 1]);
    expect(text).toMatch(/sync_pushes_total 1/);
    expect(text).toMatch(/sync_mutations_total\{name="bookmark-set",status="applied"\} 1/);
    expect(text).toMatch(/sync_mutations_total\{name="no-such-mutation",status="rejected"\} 1/);
    expect(text).toMatch(/sync_pulls_total 1/);
    expect(text).toMatch(/auth_active_sessions 1/);
    expect(text).toMatch(new RegExp(`${t.store.engine}_database_bytes [1-9]\\d+`));
    if (t.store.engine === 'sqlite') expect(text).toMatch(/sqlite_wal_bytes \d+/);
    expect(text).toMatch(/backup_age_seconds [0-9]/);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes/);
  });

  it('counts code sends by channel', async () => {
    t = await createTestApp({ seed: false, config: { METRICS_TOKEN: TOKEN, SMS_PROVIDER: 'outbox' } });
    const res = await t.call('POST', '/api/auth/verify/send?login=%2B79990001122');
    expect(res.status).toBe(200);
    const channel = ((await res.json()) as { send_type: string }).send_type;
    expect(await scrape(t)).toContain(`auth_code_sends_total{channel="${channel}"} 1`);
  });
});

describe('request ids', () => {
  it('returns X-Request-Id on every answer, keeping a proxy-given id', async () => {
    t = await createTestApp({ seed: false });
    const a = await t.call('GET', '/api/health');
    const b = await t.call('GET', '/api/nope');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    const given = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'proxy-abc.123' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-abc.123');
    const hostile = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
