// How courses sit in the device store's `cards` table (the fetched course and the downloaded one),
// read from a store handed in: the home page reads them without loading the store itself.
import type { LocalDb } from '../local-db.ts';
import type { CourseDetail, CourseDownload } from './learning-types.ts';

export const courseCardKey = (id: number) => `course:${id}`;
export const downloadKey = (id: number) => `course-download:${id}`;

export interface DownloadedCourse {
  download: CourseDownload;
  bytes: number;
  media: string[];
  savedAt: number;
}

export function isDownloaded(value: unknown): value is DownloadedCourse {
  return typeof value === 'object' && value !== null && 'download' in value && 'bytes' in value;
}
function isCourse(value: unknown): value is CourseDetail {
  return typeof value === 'object' && value !== null && 'steps' in value && Array.isArray(value.steps);
}

export async function readDownloadFrom(db: LocalDb, courseId: number): Promise<DownloadedCourse | null> {
  const data = (await db.cards.get(downloadKey(courseId)))?.data;
  return isDownloaded(data) ? data : null;
}

/** The course as last fetched, or as downloaded. */
export async function readCourseFrom(db: LocalDb, courseId: number): Promise<CourseDetail | null> {
  const data = (await db.cards.get(courseCardKey(courseId)))?.data;
  if (isCourse(data)) return data;
  return (await readDownloadFrom(db, courseId))?.download.course ?? null;
}
