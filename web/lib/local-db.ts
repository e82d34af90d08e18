// The device store (IndexedDB through Dexie), opened from the shared schema in
// sync/client/device-schema.ts. Screens read it with useDeviceQuery (device-query.ts); the network only
// writes into it. Never wipe data to change shape (see device-schema.ts).
import Dexie, { liveQuery, type EntityTable } from 'dexie';
import {
  LOCAL_DB_NAME,
  LOCAL_DB_STORES,
  LOCAL_DB_VERSION,
  upgradeDeviceRows,
} from '../../sync/client/device-schema.ts';
import {
  type AudioPositionRow,
  type BookmarkRow,
  type CachedCardRow,
  type CachedPageRow,
  type CourseProgressRow,
  type HistoryRow,
  type CommunityMembershipRow,
  type CollectionRow,
  type PendingCommentRow,
  type ReactionRow,
  type UserRelationRow,
  type NotificationRow,
  type NotificationSettingsRow,
  type SpecialVoteRow,
  type PendingWorkRow,
  type PendingWorkFileRow,
  type OutboxRow,
  type QuizAnswerRow,
  type SiteDataRow,
  type SyncMetaRow,
} from '../../sync/client/local-schema.ts';

export type * from '../../sync/client/local-schema.ts';

export class LocalDb extends Dexie {
  siteData!: EntityTable<SiteDataRow, 'key'>;
  pages!: EntityTable<CachedPageRow, 'key'>;
  cards!: EntityTable<CachedCardRow, 'key'>;
  bookmarks!: EntityTable<BookmarkRow, 'key'>;
  courseProgress!: EntityTable<CourseProgressRow, 'key'>;
  quizAnswers!: EntityTable<QuizAnswerRow, 'key'>;
  audioPositions!: EntityTable<AudioPositionRow, 'key'>;
  history!: EntityTable<HistoryRow, 'key'>;
  communityMemberships!: EntityTable<CommunityMembershipRow, 'key'>;
  reactions!: EntityTable<ReactionRow, 'key'>;
  userRelations!: EntityTable<UserRelationRow, 'key'>;
  collections!: EntityTable<CollectionRow, 'key'>;
  pendingComments!: EntityTable<PendingCommentRow, 'key'>;
  notifications!: EntityTable<NotificationRow, 'key'>;
  notificationSettings!: EntityTable<NotificationSettingsRow, 'key'>;
  specialVotes!: EntityTable<SpecialVoteRow, 'key'>;
  pendingWorks!: EntityTable<PendingWorkRow, 'key'>;
  pendingWorkFiles!: EntityTable<PendingWorkFileRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'key'>;
  syncMeta!: EntityTable<SyncMetaRow, 'key'>;

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    this.version(LOCAL_DB_VERSION).stores(LOCAL_DB_STORES).upgrade(upgradeDeviceRows);
  }
}

export const localDb = new LocalDb();

// Handed out with the store by device-store.ts, so code on the first load never imports Dexie itself.
export { liveQuery };

/**
 * For code that is not a screen (the upload queue): calls `next` with `read`'s answer now and whenever the rows
 * it read change. Screens read through useDeviceQuery (device-query.ts), the one read hook.
 */
export function watchDeviceRows<T>(read: () => Promise<T>, next: (value: T) => void): () => void {
  const subscription = liveQuery(read).subscribe({ next, error: (e: unknown) => console.error(e) });
  return () => subscription.unsubscribe();
}
