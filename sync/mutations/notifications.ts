// Notification actions a user may take offline. 'notification-read' names the ids the panel
// showed (none: every unread one); marking read twice is harmless, so a replay changes nothing.
// 'notification-settings-set' carries the whole wanted settings, never a toggle (coalesced on the
// device). Conflict rule: newest wins by the action's (clamped) time per setting, ties by client id;
// a setting changed by a newer action keeps its value and the result is 'superseded'.
import * as v from 'valibot';
import { NOTIFICATION_READ_MAX_IDS } from '../rules/notifications.ts';

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31));

export const notificationReadArgs = v.object({
  ids: v.pipe(v.array(positiveId), v.maxLength(NOTIFICATION_READ_MAX_IDS)),
});

export const notificationSettingsSetArgs = v.object({
  settings: v.record(v.pipe(v.string(), v.regex(/^type_\d{1,3}$/)), v.boolean()),
});
