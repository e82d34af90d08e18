import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('app shell behaviour', () => {
  it('answers health once the database is open', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with 404 JSON on both versions', async () => {
    for (const path of ['/api/nope', '/otherapi/nope/deeper']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found' });
    }
  });

  it('serves the same resources under /otherapi', async () => {
    const res = await t.call('GET', '/otherapi/settings');
    expect(res.status).toBe(200);
    expect((await res.json()).site_name).toBe('Наука рядом');
  });

  it('answers malformed JSON and wrong types with 400 and a detail, never 500', async () => {
    const dev = await createTestApp({ config: { DEV_AUTH: '1' } });
    try {
      const broken = await dev.call('POST', '/api/auth/dev-login', {
        body: '{"user_id": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect((await broken.json()).detail).toEqual(expect.any(String));
      const wrongType = await dev.call('POST', '/api/auth/dev-login', { body: { user_id: 'seven' } });
      expect(wrongType.status).toBe(400);
      expect((await wrongType.json()).detail).toContain('user_id');
    } finally {
      await dev.close();
    }
  });

  it('hides dev-login unless DEV_AUTH=1 outside production', async () => {
    const res = await t.call('POST', '/api/auth/dev-login', { body: { user_id: 1 } });
    expect(res.status).toBe(404);
  });

  it('refuses a cookie-authenticated POST from another site', async () => {
    const { token } = await t.signUp();
    const res = await t.call('POST', '/api/auth/logout', {
      headers: { cookie: `auth_token=${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Cross-site request refused' });
  });

  it('sends security headers with a CSP that allows no inline script, and none at all on an API answer', async () => {
    const page = await t.call('GET', '/no-such-page', { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const api = await t.call('GET', '/api/health');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('404 outside the API', () => {
  it('shows a browser the Russian error screen and gives other clients JSON', async () => {
    const page = await t.call('GET', '/old-picture.png', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Ошибка 404');
    expect(html).toContain('Ой! Мы не смогли найти эту страницу или она не существует');
    expect(html).toContain('<a href="/">На главную</a>');
    expect(html).not.toMatch(/not found|could not be found/i);

    const image = await t.call('GET', '/old-picture.png', { headers: { accept: 'image/webp,*/*' } });
    expect(image.status).toBe(404);
    expect(await image.json()).toEqual({ detail: 'Not found' });
    const api = await t.call('GET', '/api/nope', { headers: { accept: 'text/html' } });
    expect(await api.json()).toEqual({ detail: 'Not found' });
  });
});
