// Where staff's audio and video files live: tus writes them to MEDIA_DIR/incoming, and once a file's
// first bytes show it is one we accept it moves to MEDIA_DIR/{audio,video}/<id>.<ext>, public and
// never changed again. The staff routes write here, the media routes read; neither imports the other.
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_SNIFF_BYTES, sniffMedia, type MediaKind } from '../../../sync/rules/media-files.ts';
import { httpError } from '../http-error.ts';

export const MEDIA_UPLOAD_ID = /^[a-f0-9]{32}$/;
const INCOMING_TTL_MS = 24 * 60 * 60 * 1000;

/** Folders inside `mediaDir` (config.MEDIA_DIR, shared by every node). */
export const mediaIncomingDir = (mediaDir: string) => join(mediaDir, 'incoming');
export const mediaKindDir = (mediaDir: string, kind: MediaKind) => join(mediaDir, kind);

async function firstBytes(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(MEDIA_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function removeIncoming(mediaDir: string, id: string): Promise<void> {
  const path = join(mediaIncomingDir(mediaDir), id);
  await Promise.all([rm(path, { force: true }), rm(`${path}.json`, { force: true })]);
}

/**
 * Moves a finished upload (`uploaded` bytes of `size`) into the public folder of `kind` after checking its
 * first bytes; returns the stored file's name. A file of another kind is deleted and refused with 415.
 */
export async function storeMediaUpload(
  mediaDir: string,
  id: string,
  kind: MediaKind,
  progress: { offset: number; size: number | undefined },
): Promise<{ name: string; size: number }> {
  if (progress.size === undefined || progress.offset < progress.size) throw httpError(409, 'Upload not finished');
  const path = join(mediaIncomingDir(mediaDir), id);
  const head = await firstBytes(path).catch(() => {
    throw httpError(404, 'Upload not found');
  });
  const ext = sniffMedia(head, kind);
  if (!ext) {
    await removeIncoming(mediaDir, id);
    throw httpError(415, 'Wrong file type');
  }
  const name = `${id}.${ext}`;
  await mkdir(mediaKindDir(mediaDir, kind), { recursive: true });
  await rename(path, join(mediaKindDir(mediaDir, kind), name));
  await removeIncoming(mediaDir, id);
  return { name, size: progress.size };
}

/** Deletes uploads nobody finished or attached within a day (server.ts runs it with the other sweeps). */
export async function deleteStaleMediaUploads(mediaDir: string, now = Date.now()): Promise<number> {
  const dir = mediaIncomingDir(mediaDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (!info || now - info.mtimeMs < INCOMING_TTL_MS) continue;
    await rm(join(dir, name), { force: true });
    if (!name.endsWith('.json')) deleted += 1;
  }
  return deleted;
}
