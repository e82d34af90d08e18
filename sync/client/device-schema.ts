// The device database's tables and indexes as plain data (no Dexie here: sync/ stays pure); the rows' types are in
// local-schema.ts. The page (web/lib/local-db.ts) and the sync worker (workers/) both open Dexie from this one
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

/** The schema's version on the device (6 was never released). */
export const LOCAL_DB_VERSION = 8;

/** Every table with its primary key and indexes (Dexie's syntax), as of LOCAL_DB_VERSION. */
export const LOCAL_DB_STORES: Readonly<Record<string, string>> = {
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
};

/** The little of a Dexie upgrade transaction the row rewrites use (sync/ stays free of Dexie). */
export interface UpgradeTx {
  table(name: string): {
    toCollection(): { modify(change: (row: Record<string, unknown>) => void): PromiseLike<unknown> };
  };
}

/**
 * Version 8: the special contest became a contest with options. A kept work no longer says `special`
 * (it says where its form is, `formPath`), and a send queued as 'special-work-send' is queued as the
 * one 'contest-work-send' (its args name the special contest's id; the server applies the mentors' rule).
 * Runs for any device older than 8; rows of other shapes are left alone.
 */
export async function upgradeDeviceRows(tx: UpgradeTx): Promise<void> {
  await tx
    .table('pendingWorks')
    .toCollection()
    .modify((row) => {
      if (!('special' in row)) return;
      row.formPath = row.special ? SPECIAL_WORK_FORM : contestWorkForm(Number(row.contestId));
      delete row.special;
    });
  await tx
    .table('outbox')
    .toCollection()
    .modify((row) => {
      if (row.name === 'special-work-send') row.name = 'contest-work-send';
    });
}

/** Where a contest's upload form lives: the special contest's own page, or the common one. */
export const SPECIAL_WORK_FORM = '/contests/special/work';
export const contestWorkForm = (contestId: number) => `/contests/work?contest=${contestId}`;
