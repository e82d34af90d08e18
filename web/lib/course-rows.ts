// How courses sit in the device store's `cards` table (the fetched course and the downloaded one),
// read from a store handed in: the home page reads them without loading the store itself.
import * as v from 'valibot';
import { checkedRow } from './checked-row.ts';
import type { LocalDb } from './local-db.ts';
import type { CourseDetail, CourseDownload } from './learning-types.ts';

export const courseCardKey = (id: number) => `course:${id}`;
export const downloadKey = (id: number) => `course-download:${id}`;

export interface DownloadedCourse {
  download: CourseDownload;
  bytes: number;
  media: string[];
  savedAt: number;
}

/** What the course screens read of a stored course: its steps, in order. */
const storedCourse = v.object({ id: v.number(), title: v.string(), steps: v.array(v.object({ id: v.number() })) });

/** A downloaded course as download-store.ts keeps it: the course, each step's material, the media it cached. */
const storedDownload = v.object({
  download: v.object({ course: storedCourse, steps: v.array(v.object({ stepId: v.number() })) }),
  bytes: v.number(),
  media: v.array(v.string()),
  savedAt: v.number(),
});

export function isDownloaded(value: unknown): value is DownloadedCourse {
  return checkedRow<DownloadedCourse>(storedDownload, value) !== null;
}

export async function readDownloadFrom(db: LocalDb, courseId: number): Promise<DownloadedCourse | null> {
  const data = (await db.cards.get(downloadKey(courseId)))?.data;
  return isDownloaded(data) ? data : null;
}

/** The course as last fetched, or as downloaded. */
export async function readCourseFrom(db: LocalDb, courseId: number): Promise<CourseDetail | null> {
  const data = (await db.cards.get(courseCardKey(courseId)))?.data;
  const course = checkedRow<CourseDetail>(storedCourse, data);
  if (course) return course;
  return (await readDownloadFrom(db, courseId))?.download.course ?? null;
}
