// One-time codes (stored only as an HMAC, expiring, with a few tries) and the log of
// code requests that enforces the per-login daily limit and the resend cooldown.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    login: text('login').notNull(),
    /** register | recover | link: a code sent for one purpose never works for another. */
    purpose: text('purpose', { enum: ['register', 'recover', 'link'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [primaryKey({ columns: [t.login, t.purpose] })],
);

export const codeRequests = sqliteTable(
  'code_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    login: text('login').notNull(),
    channel: text('channel').notNull(),
    ip: text('ip'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('code_requests_login_idx').on(t.login, t.createdAt)],
);

/** A social profile read once from a provider, kept briefly until the user confirms a login. */
export const pendingSocial = sqliteTable('pending_social', {
  codeHash: text('code_hash').primaryKey(),
  social: text('social').notNull(),
  socialId: text('social_id').notNull(),
  fullName: text('full_name').notNull().default(''),
  avatar: text('avatar'),
  expiresAt: integer('expires_at').notNull(),
});
