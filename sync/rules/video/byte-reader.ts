// The one way the video check touches a file: random-access slices. The browser backs it with
// File.slice, the server with a file handle; it never reads the whole file.

export interface ByteReader {
  readonly size: number;
  /** Up to `length` bytes from `offset`; fewer only at the end of the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** Wraps a reader and counts the bytes it hands out, for the benchmark and the tests. */
export function countingReader(inner: ByteReader): ByteReader & { bytesRead(): number } {
  let total = 0;
  return {
    size: inner.size,
    async read(offset, length) {
      const bytes = await inner.read(offset, length);
      total += bytes.byteLength;
      return bytes;
    },
    bytesRead: () => total,
  };
}

export function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

export function readUint32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
}
