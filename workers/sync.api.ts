// The sync worker's contract with the page (comlink): the page queues actions and says who
// is signed in; the worker owns pushing, retrying and pulling. Nothing else crosses over.
export interface SyncWorkerApi {
  /** Answers once the worker has started (the page fails fast when it does not). */
  ping(): Promise<'pong'>;
  /** The signed-in user's id, or null when signed out; a new owner triggers a sync. */
  setOwner(owner: string | null): Promise<void>;
  /**
   * Queues any registered mutation for `owner` with its module's local effect, in one
   * transaction (args checked with the shared schema), then pushes. Rejects with
   * InvalidMutationError or QuotaExceededError (names kept); nothing changes then.
   */
  queue(owner: string, name: string, args: unknown): Promise<void>;
  /** Push and pull now (queued action, app start, back online, page visible). */
  kick(): Promise<void>;
  /** Gives up an action that keeps failing ('Удалить'): removed, its local effect reverted. */
  discard(owner: string, key: string): Promise<void>;
  /** Removes a rejected action the user has read. */
  dismissRejected(owner: string, key: string): Promise<void>;
  /**
   * Merges a REST answer a screen fetched (GET /history, the bookmarks list) through the sync section `key`
   * (sync/client/pull.ts applyAnswer), so each device table keeps one writer of the server's data.
   */
  mergeAnswer(owner: string, key: string, items: unknown[]): Promise<void>;
  /** Hides the notice of actions a restored server lost (sync/client/kept-actions.ts). */
  dismissLostActions(owner: string): Promise<void>;
}
