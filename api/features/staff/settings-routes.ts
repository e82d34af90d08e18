// /staff/settings (admin only): the site settings GET /settings answers (social and partner
// links, the chat-bot, the 'Как устроен сайт' video, contacts). Only the keys listed here may be
// written, each checked by its own rule; an empty value hides the element on the site.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/site.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { VIDEO_ADDRESS_ERROR, videoSettingValue } from '../../../sync/rules/video-embed.ts';
import { readSettings } from '../settings/service.ts';
import { staffSiteDocs as d } from './openapi-site.ts';

const url = z
  .string()
  .trim()
  .max(500, 'Слишком длинная ссылка')
  .regex(/^$|^https?:\/\/[^\s]+$/, 'Ссылка должна начинаться с https://');
/** A YouTube id or a YouTube, VK Video or Rutube address (the rule the embeds use); see videoSettingValue. */
const video = z
  .string()
  .max(500, 'Слишком длинная ссылка')
  .transform((v, ctx) => {
    const value = videoSettingValue(v);
    if (value === null) ctx.addIssue({ code: 'custom', message: VIDEO_ADDRESS_ERROR });
    return value ?? '';
  });
const year = z
  .string()
  .trim()
  .regex(/^$|^(19|20)\d\d$/, 'Год — четыре цифры');

export const EDITABLE_SETTINGS = {
  site_name: z.string().trim().min(1, 'Введите название сайта').max(100, 'Не длиннее 100 символов'),
  site_description: z.string().trim().max(300, 'Не длиннее 300 символов'),
  vk_url: url,
  telegram_url: url,
  ok_url: url,
  chat_bot_telegram: url,
  chat_bot_vk: url,
  partner_atomic_lesson_url: url,
  partner_icebreaker_url: url,
  registration_video: video,
  support_email: z
    .string()
    .trim()
    .max(200)
    .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Укажите адрес электронной почты'),
  copyright_from: year,
  copyright_to: year,
  /** The terms' edition ('2026-12'): a new one asks every user to accept the terms again, once (issue 42). */
  agreement_version: z.string().trim().max(40),
} as const;
export type EditableSetting = keyof typeof EDITABLE_SETTINGS;

const settingsBody = z.object({ values: z.strictObject(EDITABLE_SETTINGS).partial() });

export function staffSettingsRoutes({ db }: AppDeps) {
  const editable = async (from: Db) => {
    const all = await readSettings(from);
    return Object.fromEntries(Object.keys(EDITABLE_SETTINGS).map((k) => [k, all[k] ?? '']));
  };
  return new Hono<AppEnv>()
    .use('*', staffArea('site'))
    .get('/', d.settings, async (c) => c.json({ values: await editable(db) }))
    .put('/', d.setSettings, validate('json', settingsBody), async (c) => {
      const staffId = requireUser(c).id;
      const values = c.req.valid('json').values as Partial<Record<EditableSetting, string>>;
      // Reading the values before and writing the changed ones is one transaction, so the audit's
      // `before` is what this write replaced.
      await db.transaction(async (tx) => {
        const before = await editable(tx);
        const changed = Object.entries(values).filter(([k, v]) => before[k] !== v);
        for (const [key, value] of changed) {
          await tx
            .insert(siteSettings)
            .values({ key, value: value ?? '' })
            .onConflictDoUpdate({ target: siteSettings.key, set: { value: value ?? '' } });
        }
        // New terms: everyone accepts them once more, on their next page load (total-login).
        if (changed.some(([k]) => k === 'agreement_version')) await tx.update(users).set({ isAgreement: false });
        if (changed.length)
          await recordStaffAction(tx, {
            staffId,
            action: 'settings.update',
            target: { type: 'settings', id: changed.map(([k]) => k).join(',') },
            before: Object.fromEntries(changed.map(([k]) => [k, before[k]])),
            after: Object.fromEntries(changed),
          });
      });
      return c.json({ values: await editable(db) });
    });
}
