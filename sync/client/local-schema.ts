// The device database's rows, as the page and the sync worker read and write them (no Dexie here: sync/ stays
// pure). The tables and their indexes are declared in device-schema.ts.
export interface SiteDataRow {
  key: string;
  value: unknown;
  savedAt: number;
}
export interface CachedPageRow {
  key: string;
  items: unknown[];
  total: number;
  /** The total is a lower bound (the server counts up to 1 000): the list goes on while its pages are full. */
  totalCapped?: boolean;
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
  /** Sent again after a restore (kept-actions.ts): its local effect settled long ago. */
  resent?: boolean;
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
  /** Where the work's upload form lives (the special contest has its own page), for the device screen's link. */
  formPath: string;
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
