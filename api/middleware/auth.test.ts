// Finding 13: the smaller holes. Cookie-authenticated writes from a sibling subdomain, private
// answers without Cache-Control, no Permissions-Policy, and zod's internals in error details.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const t = await createTestApp({ config: { PUBLIC_URL: 'https://nauka.example.ru' } });
afterAll(() => t.close());

const logout = (token: string, headers: Record<string, string>) =>
  t.call('POST', '/api/auth/logout', { headers: { cookie: `auth_token=${token}`, ...headers } });

describe('cross-site writes with the session cookie', () => {
  it('refuses Sec-Fetch-Site same-site and cross-site, and accepts same-origin and none', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const res = await logout((await t.signUp()).token, { 'sec-fetch-site': site, origin: 'https://evil.example.ru' });
      expect(res.status, site).toBe(403);
      expect(await res.json()).toEqual({ detail: 'Cross-site request refused' });
    }
    for (const site of ['same-origin', 'none'])
      expect((await logout((await t.signUp()).token, { 'sec-fetch-site': site })).status, site).toBe(200);
  });

  it('without Sec-Fetch-Site accepts only an Origin equal to PUBLIC_URL', async () => {
    expect((await logout((await t.signUp()).token, { origin: 'https://sub.nauka.example.ru' })).status).toBe(403);
    expect((await logout((await t.signUp()).token, { origin: 'http://nauka.example.ru' })).status).toBe(403);
    expect((await logout((await t.signUp()).token, { origin: 'https://nauka.example.ru' })).status).toBe(200);
  });

  it('leaves bearer-token calls alone (no cookie to ride)', async () => {
    const { token } = await t.signUp();
    const res = await t.call('POST', '/api/auth/logout', { token, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });
});

describe("the readable 'signed_in' marker", () => {
  const cookies = (res: Response) => res.headers.getSetCookie();
  it('is set with the session cookie at sign-in, readable by the page, and cleared at sign-out', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      body: { login: '79990000001', password: 'demo-password-1' },
    });
    expect(res.status).toBe(200);
    const marker = cookies(res).find((v) => v.startsWith('signed_in='));
    expect(marker).toMatch(/^signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Expires=/);
    const token = cookies(res)
      .find((v) => v.startsWith('auth_token='))!
      .split(';')[0]!
      .slice('auth_token='.length);
    const out = await t.call('POST', '/api/auth/logout', {
      headers: { cookie: `auth_token=${token}; signed_in=1`, 'sec-fetch-site': 'same-origin' },
    });
    expect(cookies(out).some((v) => /^signed_in=;.*Max-Age=0/i.test(v))).toBe(true);
  });

  it('is added for a live session from before it existed, and cleared with a dead cookie', async () => {
    const { token } = await t.signUp();
    const old = await t.call('GET', '/api/user/me', { headers: { cookie: `auth_token=${token}` } });
    expect(old.status).toBe(200);
    expect(cookies(old).some((v) => v.startsWith('signed_in=1;'))).toBe(true);
    const again = await t.call('GET', '/api/user/me', { headers: { cookie: `auth_token=${token}; signed_in=1` } });
    expect(cookies(again)).toEqual([]);
    const dead = await t.call('GET', '/api/user/me', {
      headers: { cookie: 'auth_token=revoked-long-ago; signed_in=1' },
    });
    expect(dead.status).toBe(401);
    expect(cookies(dead).some((v) => /^signed_in=;.*Max-Age=0/i.test(v))).toBe(true);
    expect(cookies(dead).some((v) => /^auth_token=;.*Max-Age=0/i.test(v))).toBe(true);
    // A guest without any cookie is told nothing about cookies.
    expect(cookies(await t.call('GET', '/api/health'))).toEqual([]);
  });
});

describe('private answers', () => {
  it('carry Cache-Control no-store when a session is sent', async () => {
    const { token } = await t.signUp();
    for (const path of ['/api/user/me', '/api/history', '/api/sync/pull?cookie=0', '/api/favorite-all/list']) {
      const res = await t.call('GET', path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const viaCookie = await t.call('GET', '/api/user/me', { headers: { cookie: `auth_token=${token}` } });
    expect(viaCookie.headers.get('cache-control')).toBe('private, no-store');
  });

  it('every page carries a Permissions-Policy; an API answer a CSP that lets nothing load or frame it', async () => {
    const page = await t.call('GET', '/no-such-page', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('permissions-policy')).toContain('geolocation=()');
    const api = await t.call('GET', '/api/health');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('error details', () => {
  it('are our own short text, never a validator pattern or message', async () => {
    const res = await t.call('POST', '/api/statistics', {
      body: { page_type: 'post', page_id: 1, client_id: 'has spaces and !!' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'client_id: Invalid format' });
    const login = await t.call('POST', '/api/auth/login', { body: { login: 42 } });
    expect(await login.json()).toEqual({ detail: 'login: Invalid type' });
    const missing = await t.call('GET', '/api/recover-password/check-code?phone=79990000001');
    expect(await missing.json()).toEqual({ detail: 'code: Required' });
  });
});
