// WebM duration: the Segment Info's Duration × TimecodeScale, read from the head of the file. Recorders
// that stream (MediaRecorder, live muxers) leave Duration out; then the last Cluster's timecodes in the
// file's tail give it.
import type { ByteReader } from './byte-reader.ts';
import { readElement, readFloat, readUnsigned, type Element } from './ebml.ts';

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;
const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 1024 * 1024;
const DEFAULT_TIMECODE_SCALE = 1_000_000;

function children(bytes: Uint8Array, start: number, end: number): Element[] {
  const out: Element[] = [];
  let pos = start;
  while (pos < end) {
    const el = readElement(bytes, pos);
    if (!el) break;
    out.push(el);
    if (el.unknownSize) break;
    pos = el.dataStart + el.size;
  }
  return out;
}

interface SegmentInfo {
  docType: string | null;
  timecodeScale: number;
  duration: number | null;
}

function readHead(bytes: Uint8Array): SegmentInfo | null {
  const header = readElement(bytes, 0);
  if (!header || header.id !== ID.ebml) return null;
  const docTypeEl = children(bytes, header.dataStart, header.dataStart + header.size).find((e) => e.id === ID.docType);
  const docType = docTypeEl
    ? new TextDecoder().decode(bytes.subarray(docTypeEl.dataStart, docTypeEl.dataStart + docTypeEl.size))
    : null;
  const segment = readElement(bytes, header.dataStart + header.size);
  const info: SegmentInfo = { docType, timecodeScale: DEFAULT_TIMECODE_SCALE, duration: null };
  if (!segment || segment.id !== ID.segment) return info;
  const infoEl = children(bytes, segment.dataStart, bytes.length).find((e) => e.id === ID.info);
  if (!infoEl || infoEl.dataStart + infoEl.size > bytes.length) return info;
  for (const el of children(bytes, infoEl.dataStart, infoEl.dataStart + infoEl.size)) {
    if (el.id === ID.timecodeScale) info.timecodeScale = readUnsigned(bytes, el.dataStart, el.size);
    if (el.id === ID.duration) info.duration = readFloat(bytes, el.dataStart, el.size);
  }
  return info;
}

/** Highest block timecode of the last complete-looking Cluster in `tail`, in timecode units. */
function lastClusterTimecode(tail: Uint8Array): number | null {
  for (let at = tail.length - 4; at >= 0; at--) {
    if (tail[at] !== 0x1f || tail[at + 1] !== 0x43 || tail[at + 2] !== 0xb6 || tail[at + 3] !== 0x75) continue;
    const cluster = readElement(tail, at);
    if (!cluster || cluster.id !== ID.cluster) continue;
    const end = cluster.unknownSize ? tail.length : Math.min(tail.length, cluster.dataStart + cluster.size);
    let base: number | null = null;
    let highest = 0;
    for (const el of children(tail, cluster.dataStart, end)) {
      if (el.id === ID.timecode) base = readUnsigned(tail, el.dataStart, el.size);
      const blockStart =
        el.id === ID.simpleBlock
          ? el.dataStart
          : el.id === ID.blockGroup
            ? children(tail, el.dataStart, el.dataStart + el.size).find((c) => c.id === ID.block)?.dataStart
            : undefined;
      if (blockStart === undefined || blockStart + 4 > tail.length) continue;
      // A block starts with its track number (an EBML vint), then a signed 16-bit relative timecode.
      const trackLength = Math.clz32(tail[blockStart]!) - 23;
      if (trackLength < 1 || trackLength > 8) continue;
      const relative = new DataView(tail.buffer, tail.byteOffset + blockStart + trackLength, 2).getInt16(0);
      highest = Math.max(highest, relative);
    }
    if (base !== null) return base + highest;
  }
  return null;
}

/** Seconds of a WebM file, or null when neither its Info nor its last Cluster say. */
export async function webmDuration(reader: ByteReader): Promise<{ seconds: number | null; docType: string | null }> {
  const head = readHead(await reader.read(0, Math.min(HEAD_BYTES, reader.size)));
  if (!head) return { seconds: null, docType: null };
  const scaleSeconds = head.timecodeScale / 1e9;
  if (head.duration && head.duration > 0) return { seconds: head.duration * scaleSeconds, docType: head.docType };
  const tailStart = Math.max(0, reader.size - TAIL_BYTES);
  const last = lastClusterTimecode(await reader.read(tailStart, reader.size - tailStart));
  return { seconds: last && last > 0 ? last * scaleSeconds : null, docType: head.docType };
}
