// Who writes each device table (issue 45): the one module that writes the server's data into it, and where a table
// also holds what only this device knows (a guest's visit, a file waiting to be sent), the module that writes that.
// A screen's value then has one writer to look at. tests/integration/table-owners.test.ts reads the sources and
// fails when any other module writes a table. Data only: never import a feature here.
import type { LOCAL_DB_STORES } from './device-schema.ts';

export interface TableOwner {
  /**
   * The one module that writes the server's data (pull, push results, REST answers) into the table; a sync module
   * in sync/mutations/ also writes the local effect of the user's own actions there. null: no server data.
   */
  server: string | null;
  /** The sync module that writes the local effect of the user's own actions, when it is not `server`. */
  actions?: string;
  /** Modules that write what only this device knows (never the server's data). */
  device?: readonly string[];
}

const copies = 'web/lib/device-rows.ts';

export const tableOwners = {
  // The server's answers kept for offline reading (stored resources, courses, quizzes, saved materials).
  siteData: { server: copies },
  pages: { server: copies },
  cards: { server: copies },
  // Synced per user: the sync module's pull section, and the REST answers a screen hands the worker (applyAnswer).
  bookmarks: { server: 'sync/mutations/bookmarks-client.ts' },
  courseProgress: { server: 'sync/mutations/course-steps-client.ts' },
  quizAnswers: { server: 'sync/mutations/quiz-client.ts' },
  audioPositions: {
    server: 'sync/mutations/audio-client.ts',
    device: ['web/features/audio-player/positions.ts'], // a guest's positions
  },
  history: { server: 'sync/mutations/history-client.ts', device: ['web/lib/history-record.ts'] }, // a guest's visits
  communityMemberships: { server: 'sync/mutations/communities-client.ts' },
  reactions: { server: 'sync/mutations/reactions-client.ts' },
  userRelations: { server: 'sync/mutations/user-relations-client.ts' },
  collections: { server: 'sync/mutations/collections-client.ts' },
  pendingComments: {
    server: 'sync/mutations/comments-client.ts',
    device: ['web/features/comments/pending-comments.ts'], // drops a refused comment the user read
  },
  // The panel's pages and settings as GET answered them; read marks and settings changes are the user's actions.
  notifications: {
    server: 'web/features/notifications/local-store.ts',
    actions: 'sync/mutations/notifications-client.ts',
  },
  notificationSettings: {
    server: 'web/features/notifications/local-store.ts',
    actions: 'sync/mutations/notifications-client.ts',
  },
  specialVotes: { server: 'sync/mutations/special-contest-client.ts' },
  // The upload queue's own state (web/lib/work-uploads, the contests feature's); the push result settles a work.
  pendingWorks: {
    server: 'sync/mutations/contest-works-client.ts',
    device: ['web/lib/work-uploads/pending-works.ts', 'web/lib/work-uploads/upload-queue.ts'],
  },
  pendingWorkFiles: {
    server: null,
    actions: 'sync/mutations/contest-works-client.ts',
    device: ['web/lib/work-uploads/device-files.ts'],
  },
  // The sync engine's own rows (sync/client/, run by workers/).
  outbox: { server: null },
  // Key-value: each key family has its writer. Quiz attempts from the server: quiz-client.ts; the session, the
  // persistent-storage question, an attempt made offline and round timers: the page's modules below.
  syncMeta: {
    server: 'sync/mutations/quiz-client.ts',
    device: ['web/lib/session.ts', 'web/lib/sync-client.ts', 'web/features/learning/learning-store.ts'],
  },
} as const satisfies Record<keyof typeof LOCAL_DB_STORES, TableOwner>;

export type DeviceTableName = keyof typeof tableOwners;
