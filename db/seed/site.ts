import type { Db } from '../client.ts';
import { siteSettings } from '../schema/site.ts';

const settings: Record<string, string> = {
  site_name: 'Наука рядом',
  site_description: 'Научно-популярное сообщество для школьников, наставников и родителей',
  vk_url: 'https://vk.com/',
  telegram_url: 'https://t.me/',
  ok_url: 'https://ok.ru/',
  chat_bot_telegram: 'https://t.me/',
  chat_bot_vk: 'https://vk.com/',
  partner_atomic_lesson_url: 'https://example.org/atomic-lesson',
  partner_icebreaker_url: 'https://example.org/icebreaker',
  registration_video: 'dQw4w9WgXcQ',
  support_email: 'support@nauka-ryadom.ru',
  copyright_from: '2020',
  copyright_to: '2025',
};

export function seedSite(db: Db): number {
  const result = db
    .insert(siteSettings)
    .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing()
    .run();
  return result.changes;
}
