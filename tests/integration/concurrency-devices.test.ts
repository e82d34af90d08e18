// A race of Web Push subscriptions fired through the real app on the engine under test: a user keeps
// at most 10 devices however many of them subscribe at once (the oldest goes beyond that).
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { pushTestApp, SUBSCRIPTION_KEYS } from '../../api/testing/push-test-app.ts';

// No internet here: the push service's host resolves to a public address.
const { t } = await pushTestApp({ hostLookup: () => Promise.resolve(['93.184.216.34']) });
afterAll(() => t.close());

const keys = SUBSCRIPTION_KEYS;
const subscribe = (token: string, n: number) =>
  t.call('POST', '/api/notification/push', { token, body: { endpoint: `https://push.example.test/push/${n}`, keys } });

describe('push devices under parallel subscriptions', () => {
  it('keeps 10 devices, the newest, when 5 subscribe at once to a user who has 8', async () => {
    const u = await t.signUp();
    for (let n = 1; n <= 8; n++) expect((await subscribe(u.token, n)).status).toBe(201);
    const answers = await Promise.all([9, 10, 11, 12, 13].map((n) => subscribe(u.token, n)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const rows = await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.userId));
    const kept = rows.map((r) => Number(r.endpoint.split('/').at(-1))).sort((a, b) => a - b);
    expect(kept).toHaveLength(10);
    // The three oldest of the first eight went; every one that subscribed at once stays.
    expect(kept.slice(5)).toEqual([9, 10, 11, 12, 13]);
  });
});
