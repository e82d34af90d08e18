// Site settings. Reference values are only what is true of every install; links this install
// does not know (social pages, chat-bot, partner sites, the 'Как устроен сайт' video) are
// empty, and the web hides the element for an empty value. The demo seed fills some links.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { siteSettings } from '../schema/site.ts';

const settings: Record<string, string> = {
  site_name: 'Наука рядом',
  site_description: 'Научно-популярное сообщество для школьников, наставников и родителей',
  vk_url: '',
  telegram_url: '',
  ok_url: '',
  chat_bot_telegram: '',
  chat_bot_vk: '',
  partner_atomic_lesson_url: '',
  partner_icebreaker_url: '',
  registration_video: '',
  support_email: '',
  copyright_from: '2020',
  copyright_to: '2025',
};

/** Values an earlier version seeded as stand-ins; an install still carrying one gets it emptied. */
const OLD_PLACEHOLDERS = [
  'https://vk.com/',
  'https://t.me/',
  'https://ok.ru/',
  'https://example.org/atomic-lesson',
  'https://example.org/icebreaker',
  'dQw4w9WgXcQ',
];

/** Links for the demo install only (development and browser tests); never seeded in production. */
const DEMO_SETTINGS: Record<string, string> = {
  vk_url: 'https://vk.com/nauka_ryadom_demo',
  telegram_url: 'https://t.me/nauka_ryadom_demo',
  ok_url: 'https://ok.ru/nauka_ryadom_demo',
  chat_bot_telegram: 'https://t.me/nauka_ryadom_demo_bot',
  chat_bot_vk: 'https://vk.com/im?sel=-1',
  // The demo materials' own science video stands in for 'Как устроен сайт'.
  registration_video: 'ZbQ8qjvJm1M',
};

export async function seedSite(db: Db): Promise<number> {
  const result = await db
    .insert(siteSettings)
    .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  const cleared = await db.update(siteSettings).set({ value: '' }).where(inArray(siteSettings.value, OLD_PLACEHOLDERS));
  return affectedRows(result) + affectedRows(cleared);
}

/** Fills the demo links where the value is still empty (an administrator's value is kept). */
export async function seedDemoSite(db: Db): Promise<number> {
  let changes = 0;
  for (const [key, value] of Object.entries(DEMO_SETTINGS)) {
    const row = await one(db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)));
    if (row?.value === '')
      changes += affectedRows(await db.update(siteSettings).set({ value }).where(eq(siteSettings.key, key)));
  }
  return changes;
}
