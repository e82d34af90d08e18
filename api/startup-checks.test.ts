// Finding 1 (demo accounts and placeholders in production) and 9 (weak production settings).
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { ConfigError, loadConfig } from './config.ts';
import { hashPassword } from './features/auth/password.ts';
import { unsafeDataProblems } from './startup-checks.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

const SECRET = 'x'.repeat(32);
const production = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'outbox',
  EMAIL_PROVIDER: 'outbox',
  AUTH_SECRET: SECRET,
  PUBLIC_URL: 'https://nauka.example.ru',
};

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  return '';
}

describe('production settings (finding 9)', () => {
  it('refuses to start without AUTH_SECRET or with one under 32 characters, saying what to set', () => {
    expect(configError({ ...production, AUTH_SECRET: '' })).toContain(
      'AUTH_SECRET: required in production, at least 32',
    );
    const { AUTH_SECRET: _unset, ...withoutSecret } = production;
    expect(configError(withoutSecret)).toContain('AUTH_SECRET');
    expect(configError({ ...production, AUTH_SECRET: 'y'.repeat(20) })).toContain('AUTH_SECRET');
    expect(configError(production)).toBe('');
  });

  it('refuses an http:// PUBLIC_URL other than localhost', () => {
    expect(configError({ ...production, PUBLIC_URL: 'http://nauka.example.ru' })).toContain(
      'PUBLIC_URL: must be https://',
    );
    expect(configError({ ...production, PUBLIC_URL: 'http://localhost:3000' })).toBe('');
    expect(configError({ ...production, PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('');
  });

  it('accepts TRUST_PROXY as a number of proxies or a list of addresses, and nothing else', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2, addresses: [] });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, ::1' }).TRUST_PROXY).toEqual({
      hops: 0,
      addresses: ['10.0.0.1', '::1'],
    });
    expect(configError({ TRUST_PROXY: 'yes' })).toContain('TRUST_PROXY');
  });
});

describe('demo data only where it belongs (finding 1)', () => {
  it('seeds demo content by default in development and never by default in production', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });

  it('refuses production while a demo account still has the published demo password', async () => {
    t = await createTestApp();
    const prodConfig = loadConfig(production);
    const [problem] = await unsafeDataProblems(prodConfig, t.deps.db);
    expect(problem).toContain('79990000001');
    expect(problem).toContain('mentor@example.org');
    expect(await unsafeDataProblems(t.deps.config, t.deps.db)).toEqual([]);
    const fresh = await hashPassword('a-real-secret-42');
    await t.deps.db.update(users).set({ passwordHash: fresh });
    expect(await unsafeDataProblems(prodConfig, t.deps.db)).toEqual([]);
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, 1));
    expect(await unsafeDataProblems(prodConfig, t.deps.db)).toEqual([]);
  });

  it('carries no placeholder links or video in the reference settings', async () => {
    t = await createTestApp({ seed: false });
    const settings = await (await t.call('GET', '/api/settings')).json();
    for (const key of [
      'vk_url',
      'telegram_url',
      'ok_url',
      'chat_bot_telegram',
      'chat_bot_vk',
      'partner_atomic_lesson_url',
      'partner_icebreaker_url',
      'registration_video',
    ]) {
      expect(settings[key], key).toBe('');
    }
    expect(JSON.stringify(settings)).not.toMatch(/dQw4w9WgXcQ|example\.org/);
  });
});
