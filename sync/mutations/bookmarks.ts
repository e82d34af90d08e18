// bookmark-set: the wanted state, never a toggle, so replaying it is harmless.
// Conflict rule: the mutation applied last on the server wins (per-client order is
// preserved by the outbox; across devices the later push wins).
import * as v from 'valibot';
import { BOOKMARK_TYPES } from '../rules/bookmarks.ts';

export const bookmarkSetArgs = v.object({
  type: v.picklist(BOOKMARK_TYPES),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  on: v.boolean(),
});
export type BookmarkSetArgs = v.InferOutput<typeof bookmarkSetArgs>;
