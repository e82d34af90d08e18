// Sign-in through the external SSO: a fake SSO token endpoint on 127.0.0.1, the dev
// provider, and the project ids of GET /auth/sso-config.
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from '../../testing/oauth-mock-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let server: Server;
let ssoUrl: string;
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body: { temporary_token?: string; project_id?: string } = JSON.parse(raw || '{}');
      received.push(body);
      res.setHeader('content-type', 'application/json');
      if (body.temporary_token === 'good-token')
        return res.end(JSON.stringify({ id: 4242, phone: '+7 999 444-55-66', name: 'Игорь', last_name: 'Лебедев' }));
      if (body.temporary_token === 'known-phone') return res.end(JSON.stringify({ id: 'x-1', phone: '89990000002' }));
      res.statusCode = 401;
      res.end(JSON.stringify({ error: 'invalid token' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ssoUrl = `http://127.0.0.1:${portOf(server)}/token`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('POST /auth/auth-by-homo-id', () => {
  it('creates an account for a new SSO identity once, binds a known phone, and refuses an unknown token', async () => {
    t = await createTestApp({
      config: { SSO_TOKEN_URL: ssoUrl, SSO_PROJECT_ID: 'main-project', SSO_PROJECT_ID_SPECIAL: 'special-project' },
    });
    received.length = 0;
    const first = await t.call('POST', '/api/auth/auth-by-homo-id', { body: { temporary_token: 'good-token' } });
    expect(first.status).toBe(200);
    const a = await first.json();
    // No agreement was given through the SSO: the web opens the total-login dialog.
    expect(a.user).toMatchObject({
      login: '79994445566',
      name: 'Игорь',
      last_name: 'Лебедев',
      coins: 350,
      is_agreement: false,
    });
    const agreed = await t.call('POST', '/api/user/update-profile', {
      token: a.access_token,
      body: { is_agreement: true },
    });
    expect((await agreed.json()).is_agreement).toBe(true);
    expect(first.headers.get('set-cookie')).toMatch(/auth_token=/);
    const again = await (
      await t.call('POST', '/api/auth/auth-by-homo-id', { body: { temporary_token: 'good-token', special: true } })
    ).json();
    expect(again.user.id).toBe(a.user.id);
    expect(received).toEqual([
      { temporary_token: 'good-token', project_id: 'main-project' },
      { temporary_token: 'good-token', project_id: 'special-project' },
    ]);
    const known = await (
      await t.call('POST', '/api/auth/auth-by-homo-id', { body: { temporary_token: 'known-phone' } })
    ).json();
    expect(known.user.id).toBe(2);
    const bad = await t.call('POST', '/api/auth/auth-by-homo-id', { body: { temporary_token: 'stolen' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ detail: 'Invalid token' });
  });

  it('uses the dev provider only with DEV_AUTH=1 outside production, else 404', async () => {
    t = await createTestApp();
    expect(
      (await t.call('POST', '/api/auth/auth-by-homo-id', { body: { temporary_token: 'dev:79990000001' } })).status,
    ).toBe(404);
    await t.close();
    t = await createTestApp({ config: { DEV_AUTH: '1' } });
    const res = await t.call('POST', '/api/auth/auth-by-homo-id', { body: { temporary_token: 'dev:79990000001' } });
    expect((await res.json()).user.id).toBe(1);
  });

  it('tells the web the SSO address and both project ids', async () => {
    t = await createTestApp({
      config: { SSO_AUTHORIZE_URL: 'https://sso.example/login', SSO_PROJECT_ID: 'p1', SSO_PROJECT_ID_SPECIAL: 'p2' },
    });
    expect(await (await t.call('GET', '/api/auth/sso-config')).json()).toEqual({
      authorize_url: 'https://sso.example/login',
      project_id: 'p1',
      project_id_special: 'p2',
    });
  });

  it('redirects registration to the SSO with the default project id, and the special one for /contests/special', async () => {
    t = await createTestApp({
      config: {
        SSO_AUTHORIZE_URL: 'https://sso.example/login',
        SSO_PROJECT_ID: 'p1',
        SSO_PROJECT_ID_SPECIAL: 'p2',
        PUBLIC_URL: 'https://nauka.example',
      },
    });
    const plain = await t.call('GET', '/api/auth/sso');
    expect(plain.status).toBe(302);
    const to = new URL(plain.headers.get('location') ?? '');
    expect(to.origin + to.pathname).toBe('https://sso.example/login');
    expect(to.searchParams.get('project_id')).toBe('p1');
    expect(to.searchParams.get('redirect_uri')).toBe('https://nauka.example/');
    const special = new URL((await t.call('GET', '/api/auth/sso?special=1')).headers.get('location') ?? '');
    expect(special.searchParams.get('project_id')).toBe('p2');
    expect(special.searchParams.get('redirect_uri')).toBe('https://nauka.example/contests/special');
    expect((await t.call('GET', '/api/auth/sso?special=yes')).status).toBe(400);
  });

  it('answers 404 when no SSO is configured (a retry cannot help, so no 5xx)', async () => {
    t = await createTestApp();
    const res = await t.call('GET', '/api/auth/sso');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'SSO is not configured' });
  });
});
