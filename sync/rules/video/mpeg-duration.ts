// MPEG program and transport stream duration: the presentation timestamps (PTS, 90 kHz) of the first
// packets at the start and the last packets at the end of the file, of the same elementary stream.
import type { ByteReader } from './byte-reader.ts';

const EDGE_BYTES = 256 * 1024;
const TS_PACKET = 188;
const PTS_WRAP = 2 ** 33;
const PTS_HZ = 90_000;

type Stamp = { stream: number; pts: number };

function isMediaStream(id: number): boolean {
  return (id >= 0xc0 && id <= 0xef) || id === 0xbd;
}

function pts(b: Uint8Array, at: number): number {
  return (
    ((b[at]! >> 1) & 0x07) * 2 ** 30 +
    b[at + 1]! * 2 ** 22 +
    (b[at + 2]! >> 1) * 2 ** 15 +
    b[at + 3]! * 2 ** 7 +
    (b[at + 4]! >> 1)
  );
}

/** PTS of a PES packet starting at `at` (00 00 01 id), in its MPEG-2 or MPEG-1 header form. */
function pesPts(b: Uint8Array, at: number): number | null {
  let p = at + 6;
  if (p + 3 > b.length) return null;
  if ((b[p]! & 0xc0) === 0x80) {
    if ((b[p + 1]! & 0x80) === 0 || p + 8 > b.length) return null;
    return pts(b, p + 3);
  }
  while (p < b.length && b[p] === 0xff) p++;
  if (p < b.length && (b[p]! & 0xc0) === 0x40) p += 2;
  if (p + 5 > b.length || ((b[p]! & 0xe0) !== 0x20 && (b[p]! & 0xf0) !== 0x30)) return null;
  return pts(b, p);
}

/** Program stream: walk packs and packets by their lengths from the first pack header found. */
function psStamps(b: Uint8Array): Stamp[] {
  const out: Stamp[] = [];
  let p = 0;
  while (p + 4 <= b.length && !(b[p] === 0 && b[p + 1] === 0 && b[p + 2] === 1 && b[p + 3] === 0xba)) p++;
  while (p + 6 <= b.length && b[p] === 0 && b[p + 1] === 0 && b[p + 2] === 1) {
    const id = b[p + 3]!;
    if (id === 0xb9) break;
    if (id === 0xba) {
      const mpeg2 = (b[p + 4]! & 0xc0) === 0x40;
      p += mpeg2 ? 14 + ((b[p + 13] ?? 0) & 0x07) : 12;
      continue;
    }
    const length = (b[p + 4]! << 8) | b[p + 5]!;
    if (isMediaStream(id)) {
      const value = pesPts(b, p);
      if (value !== null) out.push({ stream: id, pts: value });
    }
    p += 6 + length;
  }
  return out;
}

/** Transport stream: packets of 188 bytes, a PES starts where payload_unit_start is set. */
function tsStamps(b: Uint8Array): Stamp[] {
  const out: Stamp[] = [];
  let p = 0;
  while (p + TS_PACKET * 2 < b.length && !(b[p] === 0x47 && b[p + TS_PACKET] === 0x47)) p++;
  for (; p + TS_PACKET <= b.length; p += TS_PACKET) {
    if (b[p] !== 0x47) break;
    if ((b[p + 1]! & 0x40) === 0) continue;
    const pid = ((b[p + 1]! & 0x1f) << 8) | b[p + 2]!;
    const control = (b[p + 3]! >> 4) & 0x03;
    if (!(control & 0x01)) continue;
    const start = p + 4 + (control & 0x02 ? 1 + b[p + 4]! : 0);
    if (start + 14 > p + TS_PACKET || b[start] !== 0 || b[start + 1] !== 0 || b[start + 2] !== 1) continue;
    if (!isMediaStream(b[start + 3]!)) continue;
    const value = pesPts(b.subarray(0, p + TS_PACKET), start);
    if (value !== null) out.push({ stream: pid, pts: value });
  }
  return out;
}

/** Seconds between the first and last timestamps of one stream, or null when they cannot be found. */
export async function mpegDuration(reader: ByteReader, kind: 'mpeg-ps' | 'mpeg-ts'): Promise<number | null> {
  const stamps = kind === 'mpeg-ps' ? psStamps : tsStamps;
  const head = stamps(await reader.read(0, Math.min(EDGE_BYTES, reader.size)));
  const tailStart = Math.max(0, reader.size - EDGE_BYTES);
  const tail = stamps(await reader.read(tailStart, reader.size - tailStart));
  let best: number | null = null;
  for (const stream of new Set(head.map((s) => s.stream))) {
    const first = Math.min(...head.filter((s) => s.stream === stream).map((s) => s.pts));
    const lastOfStream = tail.filter((s) => s.stream === stream).map((s) => s.pts);
    if (lastOfStream.length === 0) continue;
    const span = (Math.max(...lastOfStream) - first + PTS_WRAP) % PTS_WRAP;
    best = Math.max(best ?? 0, span / PTS_HZ);
  }
  return best !== null && best > 0 ? best : null;
}
