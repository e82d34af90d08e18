// Notification settings of the environment: the panel's poll interval (shortened by the browser
// tests), the timer of reminders, and the VAPID keys of Web Push (`npm run push:keys` prints a pair).
import { z } from 'zod';

const hostList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

export const notificationsEnv = {
  /** How often an open panel asks /notification/is_new (the spec: 120 s). */
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** How often the server looks for due event reminders, cancellations and ended contests. */
  NOTIFICATION_SWEEP_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Web Push: the application server keys (base64url). Without them push is off and the switch hidden. */
  VAPID_PUBLIC_KEY: z.string().min(80).max(120).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(60).optional(),
  /** Who the push service may contact about this server: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'mailto: or https: address')
    .default('mailto:admin@example.org'),
  /** Push services the server may post to (comma list of host names); empty: any public host (docs/security.md). */
  PUSH_ALLOWED_HOSTS: hostList,
  /** Development and tests only: push endpoints may be http, on any port, at local addresses. Refused in production. */
  PUSH_ALLOW_LOCAL: z
    .enum(['0', '1', 'true', 'false'])
    .default('false')
    .transform((v) => v === '1' || v === 'true'),
};
