// The push address rule (docs/security.md): an endpoint whose host resolves to an address inside the
// network is refused at subscription, and a subscription whose host resolves inside later is not
// posted to. Host names are resolved by an injected lookup (no internet here) and, for `localhost.`,
// by the system resolver.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema/notifications.ts';
import { pushTestApp, SUBSCRIPTION_KEYS } from '../../testing/push-test-app.ts';
import { pushesSettled } from './push-delivery.ts';
import { checkedAddresses, isInternalAddress, systemLookup } from './push-address.ts';

const dns = new Map<string, string[]>([
  ['push.example.test', ['93.184.216.34']],
  ['inside.example.test', ['127.0.0.1']],
  ['mixed.example.test', ['93.184.216.34', '10.0.0.7']],
  ['v6.example.test', ['::ffff:169.254.169.254']],
]);
const lookups: string[] = [];
const fakeLookup = (host: string) => {
  lookups.push(host);
  return Promise.resolve(dns.get(host) ?? []);
};
const { t } = await pushTestApp({ hostLookup: fakeLookup });
afterAll(() => t.close());

const keys = SUBSCRIPTION_KEYS;
const subscribe = (token: string, endpoint: string) =>
  t.call('POST', '/api/notification/push', { token, body: { endpoint, keys } });

describe('the push address rule', () => {
  it('names loopback, private, link-local, multicast and unspecified addresses of both families as internal', () => {
    const inside = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'];
    inside.push('224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', 'ff02::1', '::ffff:127.0.0.1');
    inside.push('::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe');
    expect(inside.filter((a) => !isInternalAddress(a))).toEqual([]);
    const outside = ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'];
    expect(outside.filter(isInternalAddress)).toEqual([]);
  });

  it('refuses at subscription a host that resolves inside the network, other ports, http and literal addresses', async () => {
    const u = await t.signUp();
    for (const endpoint of [
      'https://inside.example.test/push/1',
      'https://mixed.example.test/push/1',
      'https://v6.example.test/push/1',
      'https://push.example.test:8443/push/1',
      'http://push.example.test/push/1',
      'https://127.0.0.1/push/1',
      'https://[::1]/push/1',
      'https://unknown.example.test/push/1',
    ]) {
      const res = await subscribe(u.token, endpoint);
      expect({ endpoint, status: res.status, body: await res.json() }).toEqual({
        endpoint,
        status: 400,
        body: { detail: 'Invalid endpoint' },
      });
    }
    expect((await subscribe(u.token, 'https://push.example.test:443/push/1')).status).toBe(201);
  });

  it('refuses names the system resolves to this machine', async () => {
    const rule = { lookup: systemLookup, allowedHosts: [], allowLocal: false };
    await expect(checkedAddresses('https://localhost./push/1', rule)).rejects.toThrow('internal address');
    await expect(checkedAddresses('https://localhost/push/1', rule)).rejects.toThrow('internal address');
  });

  it('PUSH_ALLOWED_HOSTS limits the hosts', async () => {
    const rule = { lookup: fakeLookup, allowedHosts: ['fcm.googleapis.com'], allowLocal: false };
    await expect(checkedAddresses('https://push.example.test/push/1', rule)).rejects.toThrow('PUSH_ALLOWED_HOSTS');
    const ok = { ...rule, allowedHosts: ['push.example.test'] };
    expect(await checkedAddresses('https://push.example.test/push/1', ok)).toEqual(['93.184.216.34']);
  });

  it('checks again at each send: a host that now resolves inside is not posted to, and its subscription goes', async () => {
    const star = await t.signUp();
    const endpoint = 'https://rebind.example.test/push/1';
    dns.set('rebind.example.test', ['93.184.216.34']);
    expect((await subscribe(star.token, endpoint)).status).toBe(201);
    dns.set('rebind.example.test', ['127.0.0.1']);
    lookups.length = 0;
    await t.call('POST', `/api/user/${star.userId}/follow`, { token: (await t.signUp()).token });
    await pushesSettled(t.deps.db);
    expect(lookups).toEqual(['rebind.example.test']);
    expect(await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, star.userId))).toEqual(
      [],
    );
  });
});
