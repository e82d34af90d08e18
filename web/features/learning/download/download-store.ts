// 'Скачать курс': every step of a course (GET /course/{id}/download) into the device store and
// its images and audio into Cache Storage ('course-media', read first by the service worker),
// so the course can be gone through with the network off. Removing frees both.
import { apiFetch } from '../../../lib/api-client.ts';
import type { ApiResponse } from '../../../lib/api-contract.ts';
import {
  downloadKey,
  listDownloadRows,
  mergeStates,
  readDownload,
  saveCourse,
  type DownloadedCourse,
} from '../learning-store.ts';
import { dropRows, putRows } from '../../../lib/device-rows.ts';
import { isDownloaded } from '../../../lib/course-rows.ts';
import { localDb } from '../../../lib/local-db.ts';
import { keepRouteCode } from '../../../lib/route-code.ts';
import { orphanMedia } from './download-size.ts';

/** Shared with web/sw.ts, which answers media requests from this cache first. */
const COURSE_MEDIA_CACHE = 'course-media';

export interface DownloadProgress {
  done: number;
  total: number;
}

async function cacheMedia(urls: string[], onProgress: (p: DownloadProgress) => void): Promise<number> {
  const cache = await caches.open(COURSE_MEDIA_CACHE);
  let bytes = 0;
  let done = 0;
  for (const url of urls) {
    const held = await cache.match(url);
    const res = held ?? (await fetch(url, { credentials: 'same-origin' }));
    if (!res.ok) throw new Error(`Media ${url}: ${res.status}`);
    if (!held) await cache.put(url, res.clone());
    bytes += (await res.blob()).size;
    onProgress({ done: ++done, total: urls.length });
  }
  return bytes;
}

export async function downloadCourse(
  courseId: number,
  owner: string | null,
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  const download = await apiFetch<ApiResponse<'/course/:id/download'>>(`/course/${courseId}/download`);
  onProgress({ done: 0, total: download.media.length });
  const mediaBytes = await cacheMedia(download.media, onProgress);
  // The worker keeps only the screens already opened: a step never opened needs its screen's code offline too, and the
  // course list shows the download ('На устройстве' is precached).
  await keepRouteCode(['course/$id/index', 'course/$id/$step', 'course/index']);
  const bytes = mediaBytes + new Blob([JSON.stringify(download)]).size;
  const row = { download, bytes, media: download.media, savedAt: Date.now() } satisfies DownloadedCourse;
  await putRows(localDb, {
    cards: [
      {
        key: downloadKey(courseId),
        type: 'course-download',
        id: courseId,
        data: row,
        savedAt: row.savedAt,
        offline: true,
      },
    ],
  });
  await saveCourse(download.course);
  if (owner)
    await mergeStates(
      owner,
      courseId,
      download.course.steps.map((s) => ({ stepId: s.id, state: s.state })),
    );
  if (navigator.storage?.persist) await navigator.storage.persist().catch(() => false);
}

export async function removeDownload(courseId: number): Promise<void> {
  const key = downloadKey(courseId);
  const held = await readDownload(courseId);
  if (held) {
    const others = (await listDownloadRows())
      .filter((r) => r.key !== key)
      .flatMap((r) => (isDownloaded(r.data) ? [r.data] : []));
    const cache = await caches.open(COURSE_MEDIA_CACHE);
    for (const url of orphanMedia(
      held.media,
      others.map((o) => o.media),
    ))
      await cache.delete(url);
  }
  // The row goes last: the button turns back into 'Скачать курс' once the space is actually free.
  await dropRows(localDb, 'cards', [key]);
}
