// The device store (IndexedDB through Dexie). Screens read it with useLiveQuery; the
// network only writes into it. Never wipe data to change shape: add a new version() with
// an upgrade instead, so a pupil's queued actions and saved materials survive updates.
import Dexie, { type EntityTable } from 'dexie';

export interface SiteDataRow { key: string; value: unknown; savedAt: number }
export interface CachedPageRow { key: string; items: unknown[]; total: number; savedAt: number }
export interface CachedCardRow { key: string; type: string; id: number; slug?: string; data: unknown; savedAt: number; offline?: boolean }
export interface BookmarkRow { key: string; type: string; id: number; on: boolean; updatedAt: string; pending: boolean }
export interface CourseProgressRow { key: string; courseId: number; stepId: number; state: string; updatedAt: string }
export interface QuizAnswerRow { key: string; quizId: number; questionId: number; answer: unknown; verdict?: unknown; answeredAt: string }
export interface AudioPositionRow { key: string; audioId: number; position: number; updatedAt: string }
export interface HistoryRow { key: string; id: number; typeCode: string; title: string; preview?: string; viewedAt: string }
export type OutboxState = 'pending' | 'sending' | 'rejected';
export interface OutboxRow {
  /** Owner and id together, e.g. "7:42": ids increase by one per client and owner. */
  key: string;
  owner: string;
  mutationId: number;
  name: string;
  args: unknown;
  at: string;
  attempts: number;
  lastError?: string;
  state: OutboxState;
}
export interface SyncMetaRow { key: string; value: unknown }

export class LocalDb extends Dexie {
  siteData!: EntityTable<SiteDataRow, 'key'>;
  pages!: EntityTable<CachedPageRow, 'key'>;
  cards!: EntityTable<CachedCardRow, 'key'>;
  bookmarks!: EntityTable<BookmarkRow, 'key'>;
  courseProgress!: EntityTable<CourseProgressRow, 'key'>;
  quizAnswers!: EntityTable<QuizAnswerRow, 'key'>;
  audioPositions!: EntityTable<AudioPositionRow, 'key'>;
  history!: EntityTable<HistoryRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'key'>;
  syncMeta!: EntityTable<SyncMetaRow, 'key'>;

  constructor(name = 'nauka') {
    super(name);
    this.version(1).stores({
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
    });
  }
}

export const localDb = new LocalDb();
