// The upload rows shared by the tus endpoint and the features that attach a finished upload to a work
// (the common contest here, the special video contest later). Only the owner can see or claim an upload.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, gt, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { one } from '../../../db/store.ts';
import { VIDEO_DETAILS } from '../../../sync/rules/video/video-check.ts';
import { httpError } from '../http-error.ts';
import { hitRateLimit, peekRateLimit } from '../rate-limit.ts';
import { nowIso, nowMs } from '../clock.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** An upload's file in `dir`, the uploads folder (config.UPLOADS_DIR, shared by every node). */
export function uploadPath(dir: string, id: string): string {
  return join(dir, id);
}

/** The poster frame the browser sent for an upload (api/features/contests/poster.ts). */
export function posterPath(dir: string, id: string): string {
  return `${uploadPath(dir, id)}.poster.webp`;
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  return one(db.select().from(uploads).where(eq(uploads.id, id)));
}

/** The user's uploads of the last day still unfinished (the parallel limit). */
async function openUploadCount(db: Db, userId: number, now = nowMs()): Promise<number> {
  const since = new Date(now - UPLOAD_TTL_MS).toISOString();
  const row = await one(
    db
      .select({ n: sql<number>`count(*)` })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.status, 'uploading'), gt(uploads.createdAt, since))),
  );
  return Number(row?.n ?? 0);
}

/** The counter of uploads a user started (rate_limits): deleting an upload does not give its place back. */
const startedKey = (userId: number) => `uploads-started:${userId}`;
const DAY_SECONDS = 24 * 60 * 60;

export interface UploadLimits {
  perDay: number;
  parallel: number;
}

/**
 * Inserts the upload's row unless the user is over a limit; answers which limit refused it, or null.
 * The parallel limit counts unfinished uploads that exist; the daily one counts uploads started in
 * the counter's 24-hour window, whatever became of them since (a deleted upload still counts).
 * The counts and the insert are one transaction, so parallel requests cannot all pass the same count.
 */
export async function reserveUpload(db: Db, row: NewUpload, limits: UploadLimits): Promise<'parallel' | 'day' | null> {
  return db.transaction(async (tx) => {
    if ((await openUploadCount(tx, row.userId)) >= limits.parallel) return 'parallel';
    if ((await peekRateLimit(tx, startedKey(row.userId))) >= limits.perDay) return 'day';
    await hitRateLimit(tx, startedKey(row.userId), limits.perDay, DAY_SECONDS);
    await tx.insert(uploads).values({ createdAt: nowIso(), ...row });
    return null;
  });
}

/** The 429 detail of a refused reservation. */
export const UPLOAD_LIMIT_DETAILS = {
  parallel: 'Too many parallel uploads',
  day: 'Too many uploads today',
} as const;

/**
 * A finished, checked upload of `userId` that is not yet attached, within `maxSeconds`; marks it
 * attached. Throws the 4xx a client should show otherwise (never 5xx: a retry would fail the same way).
 * The claim is one conditional update, so of two parallel claims only one attaches the upload.
 */
export async function claimReadyUpload(db: Db, userId: number, id: string, maxSeconds: number): Promise<UploadRow> {
  const claimed = await one(
    db
      .update(uploads)
      .set({ status: 'attached' })
      .where(
        and(
          eq(uploads.id, id),
          eq(uploads.userId, userId),
          eq(uploads.status, 'ready'),
          isNotNull(uploads.seconds),
          lte(uploads.seconds, maxSeconds),
        ),
      )
      .returning(),
  );
  if (claimed) return claimed;
  // Not claimed: read the row only to say why.
  const row = await findUpload(db, id);
  if (!row || row.userId !== userId) throw httpError(404, 'Upload not found');
  if (row.status === 'uploading') throw httpError(409, 'Upload not finished');
  if (row.status === 'attached') throw httpError(409, 'Upload already attached');
  if (row.status === 'rejected')
    throw httpError(422, VIDEO_DETAILS[row.problem as keyof typeof VIDEO_DETAILS] ?? 'Upload rejected');
  throw httpError(422, VIDEO_DETAILS['too-long']);
}

function removeFiles(dir: string, id: string): void {
  for (const path of [uploadPath(dir, id), `${uploadPath(dir, id)}.json`, posterPath(dir, id)])
    rmSync(path, { force: true });
}

export async function deleteUpload(db: Db, dir: string, id: string): Promise<void> {
  removeFiles(dir, id);
  await db.delete(uploads).where(eq(uploads.id, id));
}

/**
 * Deletes uploads older than a day that never became part of a work (unfinished, refused or unclaimed).
 * Rows go first, in one statement with the condition, so an upload claimed meanwhile keeps its file.
 */
export async function deleteStaleUploads(db: Db, dir: string, now = nowMs()): Promise<number> {
  const before = new Date(now - UPLOAD_TTL_MS).toISOString();
  const stale = await db
    .delete(uploads)
    .where(and(lt(uploads.createdAt, before), ne(uploads.status, 'attached')))
    .returning({ id: uploads.id });
  for (const { id } of stale) removeFiles(dir, id);
  return stale.length;
}
