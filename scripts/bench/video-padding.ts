// Builds large test videos for bench:video-check by padding the small committed clips inside their
// containers (a free box, an EBML Void, MPEG padding packets, TS null packets), so each stays valid.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';

const CHUNK = new Uint8Array(1 << 20);

function writeZeros(fd: number, count: number): void {
  for (let left = count; left > 0; left -= CHUNK.length) writeSync(fd, CHUNK, 0, Math.min(CHUNK.length, left));
}

function beU32(value: number): Uint8Array {
  return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

function indexOf(bytes: Uint8Array, pattern: number[], from: number): number {
  outer: for (let i = from; i <= bytes.length - pattern.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return i;
  }
  return -1;
}

/** MP4/MOV: a `free` box of `pad` bytes after the first box; moov stays at the end. */
function padIso(src: Uint8Array, fd: number, pad: number): void {
  const first = ((src[0]! << 24) >>> 0) + (src[1]! << 16) + (src[2]! << 8) + src[3]!;
  writeSync(fd, src.subarray(0, first));
  writeSync(fd, beU32(pad));
  writeSync(fd, new TextEncoder().encode('free'));
  writeZeros(fd, pad - 8);
  writeSync(fd, src.subarray(first));
}

/** WebM: an EBML Void element before the first Cluster; the Segment's 8-byte size grows with it. */
function padWebm(src: Uint8Array, fd: number, pad: number): void {
  const copy = src.slice();
  const segment = indexOf(copy, [0x18, 0x53, 0x80, 0x67], 0);
  const sizeAt = segment + 4;
  const unknown = copy[sizeAt] === 0x01 && copy.subarray(sizeAt + 1, sizeAt + 8).every((b) => b === 0xff);
  if (copy[sizeAt] !== 0x01) throw new Error('expected an 8-byte Segment size');
  if (!unknown) {
    let size = 0;
    for (let i = 1; i < 8; i++) size = size * 256 + copy[sizeAt + i]!;
    size += pad;
    for (let i = 7; i >= 1; i--) {
      copy[sizeAt + i] = size % 256;
      size = Math.floor(size / 256);
    }
  }
  const cluster = indexOf(copy, [0x1f, 0x43, 0xb6, 0x75], 0);
  writeSync(fd, copy.subarray(0, cluster));
  const body = pad - 9;
  const header = new Uint8Array(9);
  header[0] = 0xec;
  header[1] = 0x01;
  let left = body;
  for (let i = 8; i >= 2; i--) {
    header[i] = left % 256;
    left = Math.floor(left / 256);
  }
  writeSync(fd, header);
  writeZeros(fd, body);
  writeSync(fd, copy.subarray(cluster));
}

/** MPEG-PS: padding-stream packets (id 0xBE) before a pack header in the middle of the file. */
function padPs(src: Uint8Array, fd: number, pad: number): void {
  const at = indexOf(src, [0, 0, 1, 0xba], Math.floor(src.length / 2));
  writeSync(fd, src.subarray(0, at));
  const packet = new Uint8Array(6 + 65_000);
  packet.set([0, 0, 1, 0xbe, 65_000 >> 8, 65_000 & 0xff]);
  packet.fill(0xff, 6);
  for (let left = pad; left >= packet.length; left -= packet.length) writeSync(fd, packet);
  writeSync(fd, src.subarray(at));
}

/** MPEG-TS: null packets (PID 0x1FFF) at a packet boundary in the middle of the file. */
function padTs(src: Uint8Array, fd: number, pad: number): void {
  const at = Math.floor(src.length / 2 / 188) * 188;
  writeSync(fd, src.subarray(0, at));
  const packets = new Uint8Array(188 * 5000);
  for (let p = 0; p < packets.length; p += 188) packets.set([0x47, 0x1f, 0xff, 0x10], p);
  for (let left = pad; left >= packets.length; left -= packets.length) writeSync(fd, packets);
  writeSync(fd, src.subarray(at));
}

const padders = { iso: padIso, webm: padWebm, ps: padPs, ts: padTs } as const;

/** Writes `target` as `source` grown by about `pad` bytes of container padding. */
export function writePadded(source: string, target: string, kind: keyof typeof padders, pad: number): void {
  const fd = openSync(target, 'w');
  try {
    padders[kind](new Uint8Array(readFileSync(source)), fd, pad);
  } finally {
    closeSync(fd);
  }
}
