// The sync worker's contract with the page (comlink): the page queues actions and says who
// is signed in; the worker owns pushing, retrying and pulling. Nothing else crosses over.
import type { BookmarkSetArgs } from '../sync/mutations/bookmarks.ts';

export interface SyncWorkerApi {
  /** Answers once the worker has started (the page fails fast when it does not). */
  ping(): Promise<'pong'>;
  /** The signed-in user's id, or null when signed out; a new owner triggers a sync. */
  setOwner(owner: string | null): Promise<void>;
  /**
   * Bookmarks/un-bookmarks locally and queues 'bookmark-set' for `owner`, then pushes.
   * Rejects with a QuotaExceededError (name kept) when the device is full; nothing changes then.
   */
  setBookmark(owner: string, args: BookmarkSetArgs): Promise<void>;
  /**
   * Queues any registered mutation for `owner` (args checked with the shared schema), then
   * pushes. Rejects with InvalidMutationError or QuotaExceededError (names kept).
   */
  queue(owner: string, name: string, args: unknown): Promise<void>;
  /** Push and pull now (queued action, app start, back online, page visible). */
  kick(): Promise<void>;
  /** Removes a rejected action the user has read. */
  dismissRejected(owner: string, key: string): Promise<void>;
}
