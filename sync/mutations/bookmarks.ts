// bookmark-set: the wanted state, never a toggle, so replaying it is harmless.
// Conflict rule: newest wins by the action's (clamped) time, ties by client id; an older action
// arriving later changes nothing and is answered 'superseded' (docs/sync.md, set-style actions).
import * as v from 'valibot';
import { BOOKMARK_TYPES } from '../rules/bookmarks.ts';

export const bookmarkSetArgs = v.object({
  type: v.picklist(BOOKMARK_TYPES),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  on: v.boolean(),
});
export type BookmarkSetArgs = v.InferOutput<typeof bookmarkSetArgs>;
