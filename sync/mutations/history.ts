// history-add: the user opened a material, news item or event. Conflict rule: the newest
// client time is kept as the item's viewed time; the server keeps one row per type and id and
// only the 30 newest per user, so a replay changes nothing.
import * as v from 'valibot';

export const HISTORY_TYPES = ['post', 'news', 'event'] as const;
export const HISTORY_LIMIT = 30;

export const historyAddArgs = v.object({
  type: v.picklist(HISTORY_TYPES),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  /** What the device's own history list shows; the server ignores it and reads its own titles. */
  shown: v.optional(
    v.object({
      title: v.pipe(v.string(), v.maxLength(500)),
      preview: v.optional(v.pipe(v.string(), v.maxLength(2000))),
      slug: v.optional(v.pipe(v.string(), v.maxLength(300))),
    }),
  ),
});
export type HistoryAddArgs = v.InferOutput<typeof historyAddArgs>;
