import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('GET /api/health and /api/ready', () => {
  it('health answers ok without database work; ready reports every check', async () => {
    t = await createTestApp({ seed: false });
    expect(await (await t.call('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    const res = await t.call('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; engine: string; checks: Record<string, { ok: boolean }> };
    expect(body.status).toBe('ready');
    expect(body.engine).toBe(t.store.engine);
    expect(Object.values(body.checks).every((c) => c.ok)).toBe(true);
  });

  it('is 503 with the reason when the data folder has too little free space', async () => {
    t = await createTestApp({ seed: false, config: { READY_MIN_FREE_MB: String(1024 * 1024 * 1024) } });
    const res = await t.call('GET', '/api/ready');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; reason: string };
    expect(body.status).toBe('not ready');
    expect(body.reason).toMatch(/MB free in the data folder/);
  });

  it('is 503 naming the migration when one is not applied', async () => {
    t = await createTestApp({ seed: false });
    // drizzle keeps PostgreSQL's journal in its own schema.
    const journal = sql.raw(t.store.engine === 'postgres' ? 'drizzle.__drizzle_migrations' : '__drizzle_migrations');
    await t.deps.db.run(sql`delete from ${journal} where created_at = (select max(created_at) from ${journal})`);
    const res = await t.call('GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reason: string }).reason).toMatch(/^migrations not applied: 00\d\d_/);
  });

  it('is 503 when the database does not answer', async () => {
    t = await createTestApp({ seed: false });
    await t.deps.store.close();
    const res = await t.call('GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reason: string }).reason).toMatch(/^database error/);
    t = undefined;
  });
});
