// One video sent to /api/uploads with tus, shared by the upload form (a file chosen online) and the
// queue of works kept on the device: the same chunks, retries, metadata and error messages.
import * as tus from 'tus-js-client';
import { videoMessageForDetail } from '../../../sync/rules/video/video-check.ts';
import { getAuthToken } from '../api-client.ts';
import { isOffline } from '../reachability.ts';

export const OFFLINE_UPLOAD_MESSAGE = 'Нет подключения. Загрузка продолжится, когда сеть появится';
export const SERVER_DOWN_MESSAGE = 'Сервер недоступен. Загрузка продолжится, когда он ответит';
// A short blip is retried here; a longer outage is the caller's (server-probe.ts), which says so.
const RETRY_DELAYS = [0, 1000, 3000];
const CHUNK_BYTES = 8 * 1024 * 1024;

export interface UploadFailure {
  message: string;
  /** The network's return may cure it (a refusal by the server will not). */
  retryable: boolean;
  /** The device is online but the server did not answer: probe it (server-probe.ts) rather than wait for 'online'. */
  serverDown?: boolean;
}

/** The Russian message for a failed upload, and whether trying again later can help. */
export function uploadFailure(error: Error, maxSeconds: number): UploadFailure {
  const response = error instanceof tus.DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  try {
    const body = response?.getBody();
    const detail = body ? (JSON.parse(body) as { detail?: string }).detail : undefined;
    const mapped = detail ? videoMessageForDetail(detail, maxSeconds) : null;
    if (mapped) return { message: mapped, retryable: false };
  } catch {
    // not our JSON: a network failure or a proxy's page
  }
  if (isOffline()) return { message: OFFLINE_UPLOAD_MESSAGE, retryable: true };
  if (status === 0) return { message: SERVER_DOWN_MESSAGE, retryable: true, serverDown: true };
  return { message: 'Не удалось загрузить видео', retryable: status >= 500 || status === 429 };
}

export interface VideoUploadOptions {
  file: Blob;
  fileName: string;
  fileType: string;
  maxSeconds: number;
  /** A tus upload to resume directly (kept on the device); else the browser's stored fingerprints. */
  uploadUrl?: string;
  onProgress(percent: number): void;
  onUrl?(url: string): void;
  onError(error: Error): void;
  onSuccess(uploadId: string): void;
}

export const uploadIdOf = (url: string | null | undefined) => url?.split('/').pop() ?? '';

export interface ResumableUploadOptions {
  endpoint: string;
  file: Blob;
  metadata: Record<string, string>;
  uploadUrl?: string;
  onProgress(percent: number): void;
  onUrl?(url: string): void;
  onError(error: Error): void;
  onSuccess(uploadId: string): void;
}

/** A tus upload to `endpoint` with the session's token, in 8 MB chunks, retried; not started. */
export function resumableUpload(o: ResumableUploadOptions): tus.Upload {
  const token = getAuthToken();
  const u: tus.Upload = new tus.Upload(o.file, {
    endpoint: o.endpoint,
    uploadUrl: o.uploadUrl ?? null,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: o.metadata,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    storeFingerprintForResuming: !o.uploadUrl,
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => o.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
    onUploadUrlAvailable: () => {
      if (u.url) o.onUrl?.(u.url);
    },
    onError: o.onError,
    onSuccess: () => o.onSuccess(uploadIdOf(u.url)),
  });
  return u;
}

/** Makes (does not start) the upload; `startUpload` resumes it from the server's offset. */
export function videoUpload(o: VideoUploadOptions): tus.Upload {
  return resumableUpload({
    ...o,
    endpoint: '/api/uploads',
    metadata: { filename: o.fileName, filetype: o.fileType, max_seconds: String(o.maxSeconds) },
  });
}

export function startUpload(u: tus.Upload, fingerprints: boolean): void {
  if (!fingerprints) return u.start();
  void u.findPreviousUploads().then((previous) => {
    if (previous[0]) u.resumeFromPreviousUpload(previous[0]);
    u.start();
  });
}
