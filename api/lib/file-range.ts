// Serves a stored file (a work's video, a material's audio or video) with HTTP Range support (seeking,
// and iOS Safari needs 206 answers), streamed from DATA_DIR; never read whole into memory.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { httpError } from './http-error.ts';

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** A work's video is private to who may see it; files named by a random id never change (`immutable`). */
export const PRIVATE_HOUR = 'private, max-age=3600';
export const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

export async function fileRangeResponse(
  path: string,
  type: string,
  rangeHeader: string | undefined,
  method: string,
  cacheControl = PRIVATE_HOUR,
  notFound = 'Video not found',
): Promise<Response> {
  const size = await stat(path).then(
    (s) => s.size,
    () => {
      throw httpError(404, notFound);
    },
  );
  const headers: Record<string, string> = {
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': cacheControl,
  };
  let start = 0;
  let end = size - 1;
  let status = 200;
  const match = rangeHeader ? RANGE.exec(rangeHeader.trim()) : null;
  if (rangeHeader && match) {
    const [, from, to] = match;
    if (from === '' && to !== '') {
      start = Math.max(0, size - Number(to));
    } else {
      start = Number(from);
      if (to !== '') end = Math.min(end, Number(to));
    }
    if ((from === '' && to === '') || start > end || start >= size) {
      return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
    }
    status = 206;
    headers['content-range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['content-length'] = String(end - start + 1);
  if (method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
