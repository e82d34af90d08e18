// The whole social sign-in flow against a local OAuth 2 server: redirect with a signed
// state, the provider's redirect back to '/', code exchange, profile, link or register.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, setClock } from '../../lib/clock.ts';
import { oauth2Provider } from '../../providers/oauth/oauth2.ts';
import { lastCode } from '../../testing/outbox.ts';
import { startOAuthMock, type OAuthMock } from '../../testing/oauth-mock-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let vk: OAuthMock;
let ok: OAuthMock;
let t: TestApp;

beforeAll(async () => {
  vk = await startOAuthMock('vk-client', 'vk-secret', 'vk');
  ok = await startOAuthMock('ok-client', 'ok-secret', 'ok', 'ok-public-key');
});
afterAll(async () => {
  await vk.close();
  await ok.close();
});
afterEach(async () => {
  setClock(null);
  await t?.close();
});

function app(okSecret = 'ok-secret') {
  const provider = (p: 'VK' | 'OK', m: OAuthMock, id: string, secret: string) => ({
    [`OAUTH_${p}_CLIENT_ID`]: id,
    [`OAUTH_${p}_CLIENT_SECRET`]: secret,
    [`OAUTH_${p}_AUTHORIZE_URL`]: `${m.url}/authorize`,
    [`OAUTH_${p}_TOKEN_URL`]: `${m.url}/token`,
    [`OAUTH_${p}_USERINFO_URL`]: `${m.url}/userinfo${p === 'OK' ? '?method=users.getCurrentUser' : ''}`,
  });
  return createTestApp({
    config: {
      ...provider('VK', vk, 'vk-client', 'vk-secret'),
      ...provider('OK', ok, 'ok-client', okSecret),
      OAUTH_OK_PUBLIC_KEY: 'ok-public-key',
      PUBLIC_URL: 'http://localhost:3000',
    },
  });
}

/** Follows the browser's path: our redirect, the provider's redirect back to '/'. */
async function authorize(social: string, modal = 'social-auth') {
  const start = await t.call('GET', `/api/auth/${social}?modal=${modal}`);
  expect(start.status).toBe(302);
  const nonce = /oauth_nonce=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe('http://localhost:3000/');
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    cookie: `oauth_nonce=${nonce}`,
  };
}

const link = (body: Record<string, unknown>, cookie: string, token?: string) =>
  t.call('POST', '/api/auth/link_social', { body, headers: { cookie }, ...(token && { token }) });

describe('social sign-in through OAuth 2', () => {
  it('registers a new user by VK after a confirmed phone, then signs them in by VK alone', async () => {
    t = await app();
    vk.nextProfile = { id: 555, first_name: 'Пётр', last_name: 'Соколов', photo_200: 'https://vk.example/p.jpg' };
    const first = await authorize('vk');
    const payload = JSON.parse(Buffer.from(first.state.split('.')[0] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ social: 'vk', modal: 'social-auth' });
    const ask = await link({ social: 'vk', code: first.code, state: first.state }, first.cookie);
    expect(ask.status).toBe(400);
    expect(await ask.json()).toMatchObject({ detail: 'Login required', full_name: 'Пётр Соколов' });
    const sent = await t.call(
      'POST',
      '/api/auth/verify_link/send?login=79991112233&soc_network=vk&send_type=flash_call',
    );
    expect(await sent.json()).toMatchObject({ success: true, is_new: true, send_type: 'flash_call' });
    const wrong = await link(
      {
        social: 'vk',
        code: first.code,
        state: first.state,
        login: '79991112233',
        verification_code: lastCode(t.dataDir, '79991112233') === '0000' ? '1111' : '0000',
      },
      first.cookie,
    );
    expect(await wrong.json()).toEqual({ detail: 'Wrong code' });
    const created = await link(
      {
        social: 'vk',
        code: first.code,
        state: first.state,
        login: '79991112233',
        verification_code: lastCode(t.dataDir, '79991112233'),
        is_agreement: true,
      },
      first.cookie,
    );
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      created: true,
      user: {
        login: '79991112233',
        vk_id: '555',
        name: 'Пётр',
        last_name: 'Соколов',
        avatar: 'https://vk.example/p.jpg',
        coins: 350,
        is_agreement: true,
      },
    });
    expect(vk.tokenRequests).toHaveLength(1);
    expect(vk.tokenRequests[0]?.get('redirect_uri')).toBe('http://localhost:3000/');

    const again = await authorize('vk', 'social-confirmation');
    const signedIn = await link({ social: 'vk', code: again.code, state: again.state }, again.cookie);
    expect(signedIn.status).toBe(200);
    const second = await signedIn.json();
    expect(second.user.id).toBe(body.user.id);
    expect(second.access_token).toBeTruthy();
  });

  it('links OK to the signed-in user and unlinks it with PATCH /user/unlink/ok', async () => {
    t = await app();
    ok.nextProfile = { id: 777, first_name: 'Ольга', last_name: 'Миронова', photo_200: 'https://ok.example/o.jpg' };
    const { token } = await t.signUp();
    const flow = await authorize('ok', 'social-confirmation');
    const res = await link({ social: 'ok', code: flow.code, state: flow.state }, flow.cookie, token);
    expect(res.status).toBe(200);
    expect((await res.json()).user.ok_id).toBe('777');
    const other = await t.signUp();
    ok.nextProfile = { id: 777, first_name: 'Ольга', last_name: 'Миронова', photo_200: '' };
    const stolen = await authorize('ok');
    expect(
      (await link({ social: 'ok', code: stolen.code, state: stolen.state }, stolen.cookie, other.token)).status,
    ).toBe(409);
    const unlinked = await t.call('PATCH', '/api/user/unlink/ok', { token });
    expect((await unlinked.json()).ok_id).toBeNull();
    expect((await t.call('PATCH', '/api/user/unlink/tw', { token })).status).toBe(400);
    expect((await t.call('PATCH', '/api/user/unlink/vkontakte', { token })).status).toBe(400);
  });

  it('links an existing account found by its login after the code', async () => {
    t = await app();
    vk.nextProfile = { id: 9001, first_name: 'Алиса', last_name: 'Иванова', photo_200: '' };
    const flow = await authorize('vk');
    await t.call('POST', '/api/auth/verify_link/send?login=79990000001&soc_network=vk');
    const res = await link(
      {
        social: 'vk',
        code: flow.code,
        state: flow.state,
        login: '79990000001',
        verification_code: lastCode(t.dataDir, '79990000001'),
      },
      flow.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ created: false, user: { id: 1, vk_id: '9001', name: 'Алиса' } });
  });

  it('refuses a forged or foreign state, a missing nonce cookie and a code the provider rejects', async () => {
    t = await app();
    const flow = await authorize('vk');
    const [body] = flow.state.split('.');
    expect((await link({ social: 'vk', code: flow.code, state: `${body}.forged` }, flow.cookie)).status).toBe(400);
    expect((await link({ social: 'ok', code: flow.code, state: flow.state }, flow.cookie)).status).toBe(400);
    const noCookie = await link({ social: 'vk', code: flow.code, state: flow.state }, 'oauth_nonce=someone-else');
    expect(await noCookie.json()).toEqual({ detail: 'Invalid state' });
    const bad = await link({ social: 'vk', code: 'never-issued', state: flow.state }, flow.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: 'Social authorization failed' });
  });

  it("signs OK's profile call with sig as OK checks it; OK refuses the call unsigned", async () => {
    t = await app();
    ok.nextProfile = { id: 778, first_name: 'Ирина', last_name: 'Белова', photo_200: 'https://ok.example/i.jpg' };
    const flow = await authorize('ok');
    const ask = await link({ social: 'ok', code: flow.code, state: flow.state }, flow.cookie);
    expect(await ask.json()).toMatchObject({ detail: 'Login required', full_name: 'Ирина Белова' });
    expect(ok.userinfoRequests.at(-1)?.get('sig')).toMatch(/^[0-9a-f]{32}$/);
    // The generic OAuth 2 client alone (no sig) is refused by OK, so the sign-in fails with 400.
    const unsigned = oauth2Provider({
      social: 'ok',
      clientId: 'ok-client',
      clientSecret: 'ok-secret',
      authorizeUrl: `${ok.url}/authorize`,
      tokenUrl: `${ok.url}/token`,
      userinfoUrl: `${ok.url}/userinfo?method=users.getCurrentUser`,
      scope: '',
    });
    const again = await authorize('ok');
    await expect(unsigned.exchange(again.code, 'http://localhost:3000/')).rejects.toThrow(/PARAM_SIGNATURE/);
  });

  it('answers 404 (not a 5xx: a retry cannot help) for a provider without credentials, and JSON with the URL on request', async () => {
    t = await app();
    const unconfigured = await t.call('GET', '/api/auth/fb');
    expect(unconfigured.status).toBe(404);
    expect(await unconfigured.json()).toEqual({ detail: 'Social login is not configured' });
    const res = await t.call('GET', '/api/auth/vk', { headers: { accept: 'application/json' } });
    const { url } = await res.json();
    expect(new URL(url).searchParams.get('client_id')).toBe('vk-client');
    expect((await t.call('GET', '/api/auth/vk?modal=other')).status).toBe(400);
    expect((await t.call('GET', '/api/auth/vkontakte')).status).toBe(404);
  });

  it("takes a state 900 s (its lifetime) after it was made, on the server's clock, and refuses it a second later", async () => {
    setClock(Date.parse('2026-03-02T09:00:00.000Z'));
    t = await app();
    vk.nextProfile = { id: 901, first_name: 'Олег', last_name: 'Краев', photo_200: 'https://vk.example/o.jpg' };
    const inTime = await authorize('vk');
    advanceClock(900_000);
    const taken = await link({ social: 'vk', code: inTime.code, state: inTime.state }, inTime.cookie);
    expect(await taken.json()).toMatchObject({ detail: 'Login required', full_name: 'Олег Краев' });

    const late = await authorize('vk');
    advanceClock(901_000);
    const refused = await link({ social: 'vk', code: late.code, state: late.state }, late.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: 'Invalid state' });
  });
});
