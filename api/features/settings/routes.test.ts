// GET /settings names the social networks this install has keys for (issue 42: the sign-in showed VK,
// OK and Facebook on an install without keys, and a tap answered 404).
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /settings oauth_providers', () => {
  it('is empty without keys', async () => {
    t = await createTestApp({ seed: false });
    expect((await (await t.call('GET', '/api/settings')).json()).oauth_providers).toBe('');
  });
  it('lists only the configured networks (OK also needs its public key)', async () => {
    t = await createTestApp({
      seed: false,
      config: {
        OAUTH_VK_CLIENT_ID: 'vk-id',
        OAUTH_VK_CLIENT_SECRET: 'vk-secret',
        OAUTH_OK_CLIENT_ID: 'ok-id',
        OAUTH_OK_CLIENT_SECRET: 'ok-secret',
      },
    });
    expect((await (await t.call('GET', '/api/settings')).json()).oauth_providers).toBe('vk');
  });
});
