// The upload rows shared by the tus endpoint and the features that attach a finished upload to a work
// (the common contest here, the special video contest later). Only the owner can see or claim an upload.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { VIDEO_DETAILS } from '../../../sync/rules/video/video-check.ts';
import { httpError } from '../http-error.ts';

export type UploadRow = typeof uploads.$inferSelect;
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export function uploadPath(dataDir: string, id: string): string {
  return join(uploadsDir(dataDir), id);
}

/** The poster frame the browser sent for an upload (api/features/contests/poster.ts). */
export function posterPath(dataDir: string, id: string): string {
  return `${uploadPath(dataDir, id)}.poster.webp`;
}

export function findUpload(db: Db, id: string): UploadRow | undefined {
  return db.select().from(uploads).where(eq(uploads.id, id)).get();
}

/** Uploads the user started in the last day, and those of them still unfinished. */
export function recentUploadCounts(db: Db, userId: number, now = Date.now()): { day: number; open: number } {
  const since = new Date(now - UPLOAD_TTL_MS).toISOString();
  const row = db
    .select({
      day: sql<number>`count(*)`,
      open: sql<number>`coalesce(sum(case when ${uploads.status} = 'uploading' then 1 else 0 end), 0)`,
    })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)))
    .get();
  return { day: row?.day ?? 0, open: row?.open ?? 0 };
}

/**
 * A finished, checked upload of `userId` that is not yet attached, within `maxSeconds`; marks it
 * attached. Throws the 4xx a client should show otherwise (never 5xx: a retry would fail the same way).
 */
export function claimReadyUpload(db: Db, userId: number, id: string, maxSeconds: number): UploadRow {
  const row = findUpload(db, id);
  if (!row || row.userId !== userId) throw httpError(404, 'Upload not found');
  if (row.status === 'uploading') throw httpError(409, 'Upload not finished');
  if (row.status === 'attached') throw httpError(409, 'Upload already attached');
  if (row.status === 'rejected')
    throw httpError(422, VIDEO_DETAILS[row.problem as keyof typeof VIDEO_DETAILS] ?? 'Upload rejected');
  if ((row.seconds ?? Infinity) > maxSeconds) throw httpError(422, VIDEO_DETAILS['too-long']);
  db.update(uploads).set({ status: 'attached' }).where(eq(uploads.id, id)).run();
  return { ...row, status: 'attached' };
}

function removeFiles(dataDir: string, id: string): void {
  for (const path of [uploadPath(dataDir, id), `${uploadPath(dataDir, id)}.json`, posterPath(dataDir, id)])
    rmSync(path, { force: true });
}

export function deleteUpload(db: Db, dataDir: string, id: string): void {
  removeFiles(dataDir, id);
  db.delete(uploads).where(eq(uploads.id, id)).run();
}

/** Deletes uploads older than a day that never became part of a work (unfinished, refused or unclaimed). */
export function deleteStaleUploads(db: Db, dataDir: string, now = Date.now()): number {
  const before = new Date(now - UPLOAD_TTL_MS).toISOString();
  const stale = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(lt(uploads.createdAt, before), ne(uploads.status, 'attached')))
    .all()
    .map((r) => r.id);
  for (const id of stale) removeFiles(dataDir, id);
  if (stale.length > 0) db.delete(uploads).where(inArray(uploads.id, stale)).run();
  return stale.length;
}
