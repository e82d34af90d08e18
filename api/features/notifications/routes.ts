// /notification: the list (limit 20, offset or cursor; newest first), is_new, read marks and settings, plus
// Web Push subscriptions (/notification/push). Guests get an empty list and the default settings,
// as the spec says. Mounted under /api and /otherapi.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  defaultNotificationSettings,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_READ_MAX_IDS,
} from '../../../sync/rules/notifications.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { cursorParam } from '../../lib/keyset-cursor.ts';
import { notificationDocs as d } from './openapi.ts';
import { vapidOf } from './push-delivery.ts';
import { forgetSubscription, pushSubscriptionInput, saveSubscription } from './push-subscriptions.ts';
import { listNotifications, markRead, notificationState } from './service.ts';
import { readSettings, writeSettings } from './settings-service.ts';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  // The answer's next_cursor: the next page read from the index, whatever its depth (offset is then ignored).
  cursor: cursorParam.optional(),
});
const positiveId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const readBody = z.object({ ids: z.array(positiveId).max(NOTIFICATION_READ_MAX_IDS).optional() });
const settingsBody = z.record(z.string().regex(/^type_\d{1,3}$/), z.boolean());

export function notificationRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const pollMs = config.NOTIFICATION_POLL_MS;
  return new Hono<AppEnv>()
    .get('/', d.list, validate('query', listQuery), async (c) => {
      const user = c.get('user');
      if (!user) return c.json({ list: [], total: 0, total_capped: false, next_cursor: null });
      return c.json(await listNotifications(db, user.id, c.req.valid('query')));
    })
    .get('/is_new', d.isNew, async (c) => {
      const user = c.get('user');
      if (!user) return c.json({ is_new: false, unread: 0, last_id: null, poll_ms: pollMs });
      return c.json({ ...(await notificationState(db, user.id)), poll_ms: pollMs });
    })
    .put('/read', d.read, validate('json', readBody), async (c) => {
      const user = requireUser(c);
      const updated = await markRead(db, user.id, c.req.valid('json').ids);
      return c.json({ updated, ...(await notificationState(db, user.id)), poll_ms: pollMs });
    })
    .get('/settings', d.settings, async (c) => {
      const user = c.get('user');
      return c.json(user ? await readSettings(db, user.id) : defaultNotificationSettings());
    })
    .put('/settings', d.saveSettings, validate('json', settingsBody), async (c) =>
      c.json(await writeSettings(db, requireUser(c).id, c.req.valid('json'))),
    )
    .get('/push', d.pushKey, (c) => c.json({ public_key: vapidOf(config)?.publicKey ?? null }))
    .post('/push', d.subscribe, validate('json', pushSubscriptionInput), async (c) => {
      await saveSubscription(deps, requireUser(c).id, c.req.valid('json'));
      return c.json({ ok: true as const }, 201);
    })
    .delete('/push', d.unsubscribe, validate('json', z.object({ endpoint: z.string().max(2000) })), async (c) => {
      await forgetSubscription(db, requireUser(c).id, c.req.valid('json').endpoint);
      return c.body(null, 204);
    });
}
