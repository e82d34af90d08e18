// A work's poster: one frame of the chosen video (at 1 s, or 10 % of a shorter one) drawn with a
// <video> element onto a canvas, as a small WebP (JPEG where WebP cannot be encoded). The browser
// streams the file through a blob URL, never reading it whole; no ffmpeg anywhere. The server checks
// and resizes what it receives (POST /api/contest-video/poster).
import { getAuthToken } from '../api-client.ts';

const POSTER_WIDTH = 640;
const CAPTURE_TIMEOUT_MS = 8000;

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.8));
}

/** A poster frame of `file`, or null when the browser cannot decode it (the work then has none). */
export async function capturePoster(file: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const frame = new Promise<void>((resolve, reject) => {
      video.addEventListener('error', () => reject(new Error('Video cannot be decoded')), { once: true });
      video.addEventListener(
        'loadedmetadata',
        () => {
          const d = Number.isFinite(video.duration) ? video.duration : 0;
          video.currentTime = Math.min(1, d * 0.1);
        },
        { once: true },
      );
      video.addEventListener('seeked', () => resolve(), { once: true });
    });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Poster frame timed out')), CAPTURE_TIMEOUT_MS),
    );
    video.src = url;
    await Promise.race([frame, timeout]);
    if (!video.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, POSTER_WIDTH / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const webp = await encode(canvas, 'image/webp');
    return webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg');
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/**
 * Sends the poster of a finished upload. A poster is a nicety: a refusal or a network failure
 * leaves the work without one (it shows a neutral placeholder) and never stops the work.
 */
export async function sendPoster(uploadId: string, poster: Blob): Promise<boolean> {
  const token = getAuthToken();
  try {
    const res = await fetch(`/api/contest-video/poster?upload_id=${encodeURIComponent(uploadId)}`, {
      method: 'POST',
      body: poster,
      credentials: 'same-origin',
      headers: {
        'content-type': poster.type || 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return res.ok;
  } catch {
    return false;
  }
}
