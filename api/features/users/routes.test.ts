import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { awardBadge } from './badges-service.ts';
import { lastCode } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a row');
  return value;
}

const PHONE = '79991234567';

async function register(login = PHONE, extra: Record<string, unknown> = {}) {
  await t.call('POST', `/api/auth/verify/send?login=${login}&send_type=flash_call`);
  const code = lastCode(t.dataDir, login);
  return t.call('POST', '/api/user', {
    body: { login, password: 'secret-7', confirm_password: 'secret-7', verification_code: code, ...extra },
  });
}

describe('registration POST /user', () => {
  it('creates the account with the welcome bonus, signs in with a cookie, and the password works afterwards', async () => {
    t = await createTestApp();
    const res = await register(PHONE, { from_url: 'https://example.org/promo', referal: 'friend-42' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.access_token).toBeTruthy();
    expect(res.headers.get('set-cookie')).toMatch(/auth_token=/);
    expect(body.user).toMatchObject({
      login: PHONE,
      coins: 350,
      is_agreement: true,
      type: null,
      interests: [],
      roles: [],
    });
    expect(body.user.notification_settings).toEqual({
      type_1: true,
      type_2: true,
      type_3: true,
      type_4: true,
      type_5: true,
    });
    const login = await t.call('POST', '/api/auth/login', {
      body: { login: '8 (999) 123-45-67', password: 'secret-7' },
    });
    expect(login.status).toBe(200);
    const stored = await t.deps.db.get(sql`SELECT password_hash, from_url, referal FROM users WHERE login = ${PHONE}`);
    expect(stored).toMatchObject({ from_url: 'https://example.org/promo', referal: 'friend-42' });
    expect(JSON.stringify(stored)).toContain('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(JSON.stringify(stored)).not.toContain('secret-7');
  });

  it('refuses a taken login, a wrong code, a short password and a mismatched confirmation', async () => {
    t = await createTestApp({ config: { CODE_RESEND_SECONDS: '0' } });
    expect((await register()).status).toBe(201);
    const taken = await t.call('POST', '/api/user', {
      body: { login: '89991234567', password: 'secret-7', confirm_password: 'secret-7', verification_code: '0000' },
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ detail: 'Login is taken' });
    await t.call('POST', '/api/auth/verify/send?login=79997654321');
    const right = lastCode(t.dataDir, '79997654321');
    const wrongCode = right === '1111' ? '2222' : '1111';
    const wrong = await t.call('POST', '/api/user', {
      body: { login: '79997654321', password: 'secret-7', confirm_password: 'secret-7', verification_code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ detail: 'Wrong code' });
    const short = await t.call('POST', '/api/user', {
      body: { login: '79997654321', password: 'short', confirm_password: 'short', verification_code: right },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).detail).toContain('Password too short');
    const mismatch = await t.call('POST', '/api/user', {
      body: { login: '79997654321', password: 'secret-7', confirm_password: 'secret-8', verification_code: right },
    });
    expect(await mismatch.json()).toEqual({ detail: 'Passwords do not match' });
    const ok = await t.call('POST', '/api/user', {
      body: { login: '79997654321', password: 'secret-7', confirm_password: 'secret-7', verification_code: right },
    });
    expect(ok.status).toBe(201);
  });

  it('invalidates a code after 5 wrong tries, and refuses an expired one', async () => {
    t = await createTestApp({ config: { CODE_RESEND_SECONDS: '0' } });
    await t.call('POST', `/api/auth/verify/send?login=${PHONE}`);
    const right = lastCode(t.dataDir, PHONE);
    const wrongCode = right === '1111' ? '2222' : '1111';
    const attempt = (code: string) =>
      t.call('POST', '/api/user', {
        body: { login: PHONE, password: 'secret-7', confirm_password: 'secret-7', verification_code: code },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrongCode)).status).toBe(400);
    const late = await attempt(right);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ detail: 'Wrong code' });
    await t.close();
    t = await createTestApp({ config: { CODE_TTL_SECONDS: '0' } });
    await t.call('POST', `/api/auth/verify/send?login=${PHONE}`);
    const expired = await attempt(lastCode(t.dataDir, PHONE));
    expect(await expired.json()).toEqual({ detail: 'Wrong code' });
  });
});

describe('profile', () => {
  const interestIds = async (t: TestApp) =>
    (await t.deps.db.all<{ id: number }>(sql`SELECT id FROM interests ORDER BY id LIMIT 3`)).map((r) => r.id);
  const moscow = async (t: TestApp) =>
    must(
      await t.deps.db.get<{ id: number; region_id: number } | undefined>(
        sql`SELECT id, region_id FROM cities WHERE name = 'Москва'`,
      ),
    );

  it('GET /user/me is 401 signed out and the full object signed in', async () => {
    t = await createTestApp();
    expect((await t.call('GET', '/api/user/me')).status).toBe(401);
  });

  it('updates the own profile by PUT /user/{id} and POST /user/update-profile with the onboarding fields', async () => {
    t = await createTestApp();
    const { userId, token } = await t.signUp();
    const city = await moscow(t);
    const res = await t.call('PUT', `/api/user/${userId}`, {
      token,
      body: {
        name: 'Мария',
        last_name: 'Кузнецова',
        birthday: '2011-04-05',
        type_id: 2,
        interest_list: await interestIds(t),
        description: 'Люблю физику',
        region_id: city.region_id,
        city_id: city.id,
        work_or_school: 'Школа № 1',
      },
    });
    expect(res.status).toBe(200);
    const user = await res.json();
    // Type 2 (blogger) may publish, so asking for it files a request and leaves the type as it was.
    expect(user).toMatchObject({
      id: userId,
      name: 'Мария',
      last_name: 'Кузнецова',
      birthday: '2011-04-05',
      type: null,
      type_request: { type_id: 2 },
      city: { id: city.id, name: 'Москва' },
      region: { id: city.region_id, name: 'Москва' },
      description: 'Люблю физику',
      work_or_school: 'Школа № 1',
    });
    expect(user.interests).toHaveLength(3);
    const viaPost = await t.call('POST', '/api/user/update-profile', {
      token,
      body: { work_or_school: 'Лицей «Вторая школа»', avatar: '/avatars/owl.svg' },
    });
    expect(await viaPost.json()).toMatchObject({
      work_or_school: 'Лицей «Вторая школа»',
      avatar: '/avatars/owl.svg',
      name: 'Мария',
    });
  });

  it('checks the rules: names of 4+ letters, real past birthday, 3+ interests, description unless type 1, city inside region', async () => {
    t = await createTestApp();
    const { userId, token } = await t.signUp();
    const put = (body: Record<string, unknown>) => t.call('PUT', `/api/user/${userId}`, { token, body });
    const detail = async (body: Record<string, unknown>) => {
      const res = await put(body);
      expect(res.status).toBe(400);
      return (await res.json()).detail;
    };
    expect(await detail({ name: 'Ян' })).toContain('Name too short');
    const age = 'birthday: Age must be from 7 to 100';
    expect(await detail({ birthday: '05.04.2011' })).toBe(age);
    expect(await detail({ birthday: '2011-02-30' })).toBe(age);
    expect(await detail({ birthday: '2999-01-01' })).toBe(age);
    const yearsAgo = (n: number, days = 0) =>
      new Date(Date.UTC(new Date().getUTCFullYear() - n, new Date().getUTCMonth(), new Date().getUTCDate() + days))
        .toISOString()
        .slice(0, 10);
    expect(await detail({ birthday: yearsAgo(4) })).toBe(age);
    expect(await detail({ birthday: yearsAgo(7, 1) })).toBe(age);
    expect(await detail({ birthday: yearsAgo(101) })).toBe(age);
    expect((await put({ birthday: yearsAgo(14) })).status).toBe(200);
    expect((await put({ birthday: yearsAgo(50) })).status).toBe(200);
    expect((await put({ birthday: yearsAgo(101, 1) })).status).toBe(200);
    expect(await detail({ interest_list: (await interestIds(t)).slice(0, 2) })).toBe('Choose at least 3 interests');
    expect(await detail({ interest_list: [999_999, 999_998, 999_997] })).toBe('Unknown interest');
    expect(await detail({ type_id: 2, description: '' })).toBe('Description required');
    expect((await put({ type_id: 1, description: '' })).status).toBe(200);
    const spb = must(
      await t.deps.db.get<{ id: number } | undefined>(sql`SELECT id FROM cities WHERE name = 'Санкт-Петербург'`),
    );
    expect(await detail({ region_id: (await moscow(t)).region_id, city_id: spb.id })).toBe('City is not in the region');
    expect(await detail({ type_id: 999 })).toBe('Unknown user type');
    expect(await detail({ avatar: 'https://evil.example/x.png' })).toBe('Unknown avatar');
  });

  it("refuses another user's token: 403 on PUT and new_type, and nothing changes", async () => {
    t = await createTestApp();
    const victim = await t.signUp();
    const other = await t.signUp();
    const put = await t.call('PUT', `/api/user/${victim.userId}`, { token: other.token, body: { name: 'Взломщик' } });
    expect(put.status).toBe(403);
    expect(await put.json()).toEqual({ detail: 'Forbidden' });
    const type = await t.call('PATCH', `/api/user/${victim.userId}/new_type`, {
      token: other.token,
      body: { type: 3 },
    });
    expect(type.status).toBe(403);
    expect((await t.call('PUT', `/api/user/${victim.userId}`, { body: { name: 'Аноним' } })).status).toBe(401);
    const me = await (await t.call('GET', '/api/user/me', { token: victim.token })).json();
    expect(me.name).toBe('Тест');
    expect(me.type).toBeNull();
  });

  it('PATCH /user/{id}/new_type sets a plain participant type at once', async () => {
    t = await createTestApp();
    const { userId, token } = await t.signUp();
    const res = await t.call('PATCH', `/api/user/${userId}/new_type`, { token, body: { type: 1 } });
    expect(await res.json()).toMatchObject({ type: { id: 1 }, type_request: null });
  });

  it('saves an interests-only update and answers 400 to a body with nothing to change (finding 10)', async () => {
    t = await createTestApp();
    const { token } = await t.signUp();
    const res = await t.call('POST', '/api/user/update-profile', {
      token,
      body: { interest_list: await interestIds(t) },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).interests.map((i: { id: number }) => i.id)).toEqual(await interestIds(t));
    for (const body of [{}, { unknown_field: 1 }]) {
      const empty = await t.call('POST', '/api/user/update-profile', { token, body });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({ detail: 'Nothing to update' });
    }
  });

  it('shows a public profile without private fields, and 404 for an unknown id', async () => {
    t = await createTestApp();
    const body = await (await t.call('GET', '/api/user/1')).json();
    expect(body).toMatchObject({ id: 1, name: 'Алиса' });
    expect(body).not.toHaveProperty('login');
    expect(body).not.toHaveProperty('birthday');
    expect((await t.call('GET', '/api/user/999999')).status).toBe(404);
  });

  it('lists badges of a user and the stock avatars, while /user/favorite still reaches its own router', async () => {
    t = await createTestApp();
    const { userId, token } = await t.signUp();
    const badge = must(
      await t.deps.db.get<{ id: number; name: string } | undefined>(
        sql`SELECT id, name FROM badges ORDER BY sort LIMIT 1`,
      ),
    );
    expect(await (await t.call('GET', `/api/user/${userId}/badges`)).json()).toEqual({ list: [] });
    await awardBadge(t.deps.db, userId, badge.id);
    const list = (await (await t.call('GET', `/api/user/${userId}/badges`)).json()).list;
    expect(list).toEqual([expect.objectContaining({ id: badge.id, name: badge.name, awarded_at: expect.any(String) })]);
    const avatars = (await (await t.call('GET', '/api/avatars')).json()).list;
    expect(avatars.length).toBeGreaterThanOrEqual(6);
    expect(avatars[0]).toMatch(/^\/avatars\/.+\.svg$/);
    const favorites = await t.call('GET', '/api/user/favorite', { token });
    expect(favorites.status).toBe(200);
  });
});
