// Site-wide settings as key/value rows: social links, chat-bot links, partner sites.
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
