// The video check over a browser File: slices read with Blob.slice, so a 175 MB file is never loaded.
// Kept apart from the worker entry so it can be tested without a Worker.
import type { ByteReader } from '../sync/rules/video/byte-reader.ts';
import { checkVideo } from '../sync/rules/video/video-check.ts';
import type { VideoCheckWorkerApi } from './video-check.api.ts';

function blobReader(blob: Blob): ByteReader {
  return {
    size: blob.size,
    read: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

export const videoCheckService: VideoCheckWorkerApi = {
  ping: async () => 'pong',
  check: (file, maxSeconds) =>
    checkVideo({ name: file.name, type: file.type, size: file.size }, blobReader(file), maxSeconds),
};
