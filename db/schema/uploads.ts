// Resumable uploads (tus) and what the server learnt of each finished file. The bytes live in
// DATA_DIR/uploads/<id>; this row says whose they are, whether they passed the video check and
// which work they were attached to. Unattached rows and files are deleted after a day.
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export const UPLOAD_STATUSES = ['uploading', 'ready', 'rejected', 'attached'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** The duration limit the client asked to be checked against (180 or 300 s). */
    maxSeconds: integer('max_seconds').notNull(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('uploading'),
    container: text('container'),
    seconds: real('seconds'),
    /** Why the finished file was refused (a VideoProblem), when it was. */
    problem: text('problem'),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    finishedAt: text('finished_at'),
    /** A poster frame sent by the browser is stored beside the file (DATA_DIR/uploads/<id>.poster.webp). */
    poster: integer('poster', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);
