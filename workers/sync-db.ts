// The device database as the sync worker and the service worker open it: the same name
// and versions as the page (sync/client/local-schema.ts), typed for the tables sync uses.
import Dexie, { type EntityTable } from 'dexie';
import {
  LOCAL_DB_NAME,
  LOCAL_DB_VERSIONS,
  type AudioPositionRow,
  type BookmarkRow,
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
  type CourseProgressRow,
  type HistoryRow,
  type OutboxRow,
  type QuizAnswerRow,
  type SyncMetaRow,
} from '../sync/client/local-schema.ts';

export class SyncDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'key'>;
  syncMeta!: EntityTable<SyncMetaRow, 'key'>;
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

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    for (const { version, stores } of LOCAL_DB_VERSIONS) this.version(version).stores(stores);
  }
}
