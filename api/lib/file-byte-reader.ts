// The server's ByteReader over a file on disk, so a finished upload is re-checked with exactly the
// header parsing the browser's worker used. Reads slices through one handle; never the whole file.
import { open, type FileHandle } from 'node:fs/promises';
import type { ByteReader } from '../../sync/rules/video/byte-reader.ts';

export interface FileByteReader extends ByteReader {
  close(): Promise<void>;
}

export async function openFileReader(path: string): Promise<FileByteReader> {
  const handle: FileHandle = await open(path, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const want = Math.max(0, Math.min(length, size - offset));
      const buffer = new Uint8Array(want);
      let got = 0;
      while (got < want) {
        const { bytesRead } = await handle.read(buffer, got, want - got, offset + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buffer.subarray(0, got);
    },
    close: () => handle.close(),
  };
}
