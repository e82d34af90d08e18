// Registration through the external single sign-on against a local fake SSO page: the link in
// the register frame leaves with the default project id, or the special one on
// /contests/special, and the SSO's ?temporary_token signs the visitor in on return.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startOwnServer, type RunningServer } from './server.ts';
import { AuthModal, freshPhone } from './page-models/auth-modal.ts';

let sso: Server;
let server: RunningServer;
const seen: { projectId: string | null; redirect: string | null }[] = [];

test.beforeAll(async () => {
  // The fake SSO signs everyone in at once and sends them back with a dev token, which the
  // test server's development SSO provider accepts (DEV_AUTH=1, no SSO_TOKEN_URL).
  sso = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const redirect = url.searchParams.get('redirect_uri');
    seen.push({ projectId: url.searchParams.get('project_id'), redirect });
    res.statusCode = 302;
    res.setHeader('location', `${redirect}?temporary_token=dev:7${freshPhone()}`);
    res.end();
  });
  await new Promise<void>((resolve) => sso.listen(0, '127.0.0.1', resolve));
  const port = (sso.address() as AddressInfo).port;
  server = await startOwnServer(undefined, {
    SSO_AUTHORIZE_URL: `http://127.0.0.1:${port}/login`,
    SSO_PROJECT_ID: 'nauka-main',
    SSO_PROJECT_ID_SPECIAL: 'nauka-special',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => sso.close(() => resolve()));
});

test('the register frame leaves for the SSO with the project id of the page, and the return signs in', async ({
  page,
}) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();

  await page.goto(`${server.url}/?auth`);
  await auth.dialog('Регистрация').getByRole('link', { name: 'Зарегистрироваться через единый аккаунт' }).click();
  await expect(page.getByRole('dialog', { name: 'Пользовательское соглашение' })).toBeVisible();
  expect(seen.at(-1)).toEqual({ projectId: 'nauka-main', redirect: `${server.url}/` });
  const me = await (await page.request.get(`${server.url}/api/user/me`)).json();
  expect(me.login).toMatch(/^79\d{9}$/);

  await page.request.post(`${server.url}/api/auth/logout`, { headers: { origin: server.url } });
  await page.goto(`${server.url}/contests/special?auth`);
  await auth.dialog('Регистрация').getByRole('link', { name: 'Зарегистрироваться через единый аккаунт' }).click();
  await expect(page.getByRole('dialog', { name: 'Пользовательское соглашение' })).toBeVisible();
  expect(seen.at(-1)).toEqual({ projectId: 'nauka-special', redirect: `${server.url}/contests/special` });
});
