// The device database's shape as plain data (no Dexie here: sync/ stays pure). The page
// (web/lib/local-db.ts) and the sync worker (workers/) both open Dexie from this one
// declaration, so they can never disagree about tables.
//
// The whole current schema is declared under the newest version only. Dexie (since 3.0) upgrades a
// device on any older version by comparing the schema installed there with this one, so the old
// versions need no declaration; declaring all seven made Dexie parse the schema once per version when
// the store opened (about 2 ms of each page's start on a fast machine, issue 17). To change the shape:
// add tables or indexes here and raise LOCAL_DB_VERSION. A change that must rewrite stored rows is
// declared as a version of its own with its upgrade, kept for as long as devices may be older. Never
// drop or rename a table here without such a version: data is never wiped to change shape.
export const LOCAL_DB_NAME = 'nauka';

export interface LocalDbVersion {
  version: number;
  stores: Record<string, string | null>;
}

/** The schema's version on the device (6 was never released). */
export const LOCAL_DB_VERSION = 7;

export const LOCAL_DB_VERSIONS: readonly LocalDbVersion[] = [
  {
    version: LOCAL_DB_VERSION,
    stores: {
      siteData: 'key',
      pages: 'key, savedAt',
      cards: 'key, [type+id], slug, savedAt, offline',
      bookmarks: 'key, [type+id], type, pending',
      courseProgress: 'key, courseId',
      quizAnswers: 'key, quizId',
      audioPositions: 'key, audioId',
      history: 'key, viewedAt',
      outbox: 'key, [owner+mutationId], owner, state',
      syncMeta: 'key',
      // Communities: a move (join, leave, request, cancel) waiting to reach the server (version 2).
      communityMemberships: 'key, communityId',
      // The social layer: the user's reactions, follow and block wishes, collections, comments waiting to be sent (3).
      reactions: 'key, [type+id]',
      userRelations: 'key',
      collections: 'key, owner, id',
      pendingComments: 'key, owner, [type+id]',
      // Notifications: the last pages of the panel (readable offline) and the settings as last known (4).
      notifications: 'key, owner, [owner+id]',
      notificationSettings: 'key',
      // The special contest: the user's votes for works, waiting to be sent or sent (5).
      specialVotes: 'key, workId',
      // Contest works chosen offline: the form and its state (the video itself sits in the Origin
      // Private File System, or in pendingWorkFiles where OPFS is unavailable) (7).
      pendingWorks: 'key, owner',
      pendingWorkFiles: 'key',
    },
  },
];

export interface SiteDataRow {
  key: string;
  value: unknown;
  savedAt: number;
}
export interface CachedPageRow {
  key: string;
  items: unknown[];
  total: number;
  savedAt: number;
}
export interface CachedCardRow {
  key: string;
  type: string;
  id: number;
  slug?: string;
  data: unknown;
  savedAt: number;
  offline?: boolean;
}
/** key is "owner:type:id" (sync/client/item-keys.ts): a shared device keeps each user's own. */
export interface BookmarkRow {
  key: string;
  owner?: string;
  type: string;
  id: number;
  on: boolean;
  updatedAt: string;
  pending: boolean;
  title?: string;
  slug?: string;
}
/** `before`: the state an unsent local change replaced, so a rejection can put it back. */
export interface CourseProgressRow {
  key: string;
  courseId: number;
  stepId: number;
  state: string;
  updatedAt: string;
  before?: string;
}
export interface QuizAnswerRow {
  key: string;
  quizId: number;
  questionId: number;
  answer: unknown;
  verdict?: unknown;
  answeredAt: string;
}
export interface AudioPositionRow {
  key: string;
  audioId: number;
  position: number;
  updatedAt: string;
}
export interface HistoryRow {
  key: string;
  id: number;
  typeCode: string;
  title: string;
  preview?: string;
  slug?: string;
  viewedAt: string;
}
type OutboxState = 'pending' | 'sending' | 'rejected';
export interface OutboxRow {
  /** Owner and id together, e.g. "7:42": ids increase by one per client and owner. */
  key: string;
  owner: string;
  mutationId: number;
  name: string;
  args: unknown;
  /** The item it changes, from its module (kept so the queue is not re-parsed on every read). */
  itemKey?: string | null;
  at: string;
  attempts: number;
  lastError?: string;
  state: OutboxState;
}
export interface SyncMetaRow {
  key: string;
  value: unknown;
}
/** key is "owner:communityId": the state a waiting community move leads to. */
export interface CommunityMembershipRow {
  key: string;
  communityId: number;
  state: string;
  pending: boolean;
  updatedAt: string;
}

/** key is "owner:type:id"; value 1 like, -1 dislike, 0 neither (from a pull or a local wish). */
export interface ReactionRow {
  key: string;
  owner: string;
  type: string;
  id: number;
  value: number;
  pending: boolean;
  updatedAt: string;
}
/**
 * key is "owner:kind:userId": whom the owner follows or blocked ('follow', 'block': pulled, or a wish
 * of this device kept until it is settled) and who follows them ('follower', pulled only). Pulled
 * rows carry the other user's name and avatar for the profile's lists.
 */
export interface UserRelationRow {
  key: string;
  owner: string;
  kind: 'follow' | 'block' | 'follower';
  userId: number;
  on: boolean;
  pending: boolean;
  updatedAt: string;
  name?: string;
  avatar?: string | null;
  /** When the relation began (pulled rows). */
  since?: string;
}
/**
 * key is "owner:id": one of the user's collections as the server last sent it, with `pageIds`
 * already showing the local `wishes` (page id -> in or out) still waiting to be sent.
 */
export interface CollectionRow {
  key: string;
  owner: string;
  id: number;
  title: string;
  description: string;
  isPublic: boolean;
  cover: string | null;
  pageIds: number[];
  serverPageIds: number[];
  wishes: Record<string, boolean>;
  updatedAt: string;
  /** The key it was created with (a collection made on a device), so mutations may name it by key. */
  clientKey?: string;
  /** Created on this device and not on the server yet: `id` is a temporary negative one. */
  pending?: boolean;
  /** The temporary id it had before the server gave its own (a page open on it follows the move). */
  localId?: number;
  /** The title the server holds while a rename waits (put back if the rename is refused). */
  serverTitle?: string;
}
/** key is "owner:clientKey": a comment written on the device, shown until the server has it. */
export interface PendingCommentRow {
  key: string;
  owner: string;
  clientKey: string;
  type: string;
  id: number;
  parentId?: number;
  text: string;
  state: 'waiting' | 'rejected';
  detail?: string;
  at: string;
}

/** key is "owner:id"; `data` is the notification as GET /notification answered it. */
export interface NotificationRow {
  key: string;
  owner: string;
  id: number;
  isRead: boolean;
  data: unknown;
  savedAt: number;
}
/** key is the owner; `before` is what an unsent change replaced, so a rejection can put it back. */
export interface NotificationSettingsRow {
  key: string;
  settings: Record<string, boolean>;
  pending: boolean;
  before?: Record<string, boolean>;
  updatedAt: string;
}

/** key is "owner:workId": the user's vote for a special-contest work; pending until the server applied it. */
export interface SpecialVoteRow {
  key: string;
  workId: number;
  clarity: number;
  fascination: number;
  scientific: number;
  pending: boolean;
  updatedAt: string;
}
export type PendingWorkState = 'waiting' | 'uploading' | 'failed' | 'sending' | 'sent' | 'rejected';
/**
 * key is "owner:clientKey": a work kept on the device until its video is uploaded and the work is
 * sent. `uploadUrl` is the tus upload it resumes; `uploadId` is set when the send is queued.
 */
export interface PendingWorkRow {
  key: string;
  owner: string;
  clientKey: string;
  contestId: number;
  contestTitle: string;
  /** The special contest's call (special-work-send) rather than the common one. */
  special: boolean;
  studentId?: number;
  name: string;
  description: string;
  nominationId: number;
  maxSeconds: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** Where the video is kept: a file in OPFS (pending-works/<clientKey>) or a Blob in pendingWorkFiles. */
  store: 'opfs' | 'idb';
  poster?: Blob;
  state: PendingWorkState;
  percent: number;
  uploadUrl?: string;
  uploadId?: string;
  /** Why it failed: a Russian message for the screen. */
  message?: string;
  /** A failure the network's return may cure (retried by itself); otherwise only 'Повторить'. */
  retryable?: boolean;
  at: string;
}
/** key is the pending work's key: its video where OPFS is unavailable. */
export interface PendingWorkFileRow {
  key: string;
  blob: Blob;
}

/** The device tables a sync module may change, by name (the worker opens them by these names). */
export interface SyncedTables {
  bookmarks: BookmarkRow;
  courseProgress: CourseProgressRow;
  quizAnswers: QuizAnswerRow;
  audioPositions: AudioPositionRow;
  history: HistoryRow;
  communityMemberships: CommunityMembershipRow;
  reactions: ReactionRow;
  userRelations: UserRelationRow;
  collections: CollectionRow;
  pendingComments: PendingCommentRow;
  notifications: NotificationRow;
  notificationSettings: NotificationSettingsRow;
  specialVotes: SpecialVoteRow;
  pendingWorks: PendingWorkRow;
  pendingWorkFiles: PendingWorkFileRow;
  syncMeta: SyncMetaRow;
}
export type SyncedTableName = keyof SyncedTables;
