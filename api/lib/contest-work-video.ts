// A contest work's video as every answer shows it (the contest's work lists, the staff queue): the upload
// served by /contest-video/file, or a demo work's static video, each with its poster frame when it has one.
// Queries must left-join `uploads` on the work's file id.
import { contestWorks } from '../../db/schema/contests.ts';
import { uploads } from '../../db/schema/uploads.ts';

/** The columns `workVideo` reads. */
export const workVideoColumns = {
  fileId: contestWorks.fileId,
  videoUrl: contestWorks.videoUrl,
  posterUrl: contestWorks.posterUrl,
  uploadPoster: uploads.poster,
  mimeType: contestWorks.mimeType,
  seconds: contestWorks.seconds,
};

export function workVideo(r: {
  id: number;
  fileId: string | null;
  videoUrl: string | null;
  posterUrl: string | null;
  uploadPoster: boolean | null;
  mimeType: string | null;
  seconds: number | null;
}) {
  const url = r.fileId ? `/api/contest-video/file/${r.id}` : r.videoUrl;
  if (!url) return null;
  const poster = r.fileId ? (r.uploadPoster ? `/api/contest-video/poster/${r.id}` : null) : r.posterUrl;
  return { url, type: r.mimeType, seconds: r.seconds, poster };
}
