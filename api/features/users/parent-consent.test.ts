// A pupil under 14 (Russian personal-data law): the profile asks a parent's consent, keeps it with the
// account, shows it to the user and to no one else (the rule: sync/rules/account-limits.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('parent consent', () => {
  it('a pupil under 14 needs a parent consent, kept with the account and shown to the user', async () => {
    t = await createTestApp();
    const { userId, token } = await t.signUp();
    const put = (body: Record<string, unknown>) => t.call('PUT', `/api/user/${userId}`, { token, body });
    const yearsAgo = (n: number) =>
      new Date(Date.UTC(new Date().getUTCFullYear() - n, 0, 1)).toISOString().slice(0, 10);
    const refused = async (body: Record<string, unknown>) => {
      const res = await put(body);
      expect(res.status).toBe(400);
      return (await res.json()).detail;
    };
    expect(await refused({ birthday: yearsAgo(11) })).toBe('Parent consent required');
    expect(await refused({ birthday: yearsAgo(11), parent_consent: { name: ' ', contact: '+79990001122' } })).toBe(
      'parent_consent: parent name required',
    );
    expect(await refused({ birthday: yearsAgo(11), parent_consent: { name: 'Ольга', contact: '12' } })).toBe(
      'parent_consent: parent contact required',
    );
    const ok = await put({ birthday: yearsAgo(11), parent_consent: { name: 'Ольга Котова', contact: '+79990001122' } });
    expect(ok.status).toBe(200);
    const me = await ok.json();
    expect(me.birthday).toBe(yearsAgo(11));
    expect(me.parent_consent).toMatchObject({ name: 'Ольга Котова', contact: '+79990001122' });
    expect(Date.parse(me.parent_consent.given_at)).not.toBeNaN();
    // The kept consent covers a later change of the birthday.
    expect((await put({ birthday: yearsAgo(10) })).status).toBe(200);
    // Others never see it.
    const other = await t.signUp();
    const seen = await (await t.call('GET', `/api/user/${userId}`, { token: other.token })).json();
    expect(seen).not.toHaveProperty('parent_consent');
  });
});
