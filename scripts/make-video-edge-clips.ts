// Makes the video fixtures at the contests' duration limits (tests/fixtures/video/edge-*.mp4: 180, 181, 300
// and 301 s) from long-4min.mp4, once; the files are committed. No ffmpeg: the 240 one-second frames are kept
// and the track is retimed in place (timescale 240, each frame N ticks, so 240 frames last N s exactly),
// with the movie, track, edit list and sample table all saying N s. Only fixed-size fields change.
// Run: npx tsx scripts/make-video-edge-clips.ts
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../tests/fixtures/video/', import.meta.url);
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts']);
const FRAMES = 240;

function boxes(b: Buffer, start: number, end: number, found: Map<string, number>): Map<string, number> {
  for (let pos = start; pos + 8 <= end;) {
    const size = b.readUInt32BE(pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    if (size < 8) throw new Error(`bad box at ${pos}`);
    if (!found.has(type)) found.set(type, pos);
    if (CONTAINERS.has(type)) boxes(b, pos + 8, pos + size, found);
    pos += size;
  }
  return found;
}

function retime(source: Buffer, seconds: number): Buffer {
  const b = Buffer.from(source);
  const at = boxes(b, 0, b.length, new Map());
  const box = (type: string) => {
    const pos = at.get(type);
    if (pos === undefined || b[pos + 8] !== 0) throw new Error(`no version-0 ${type}`);
    return pos;
  };
  // mvhd and tkhd count in the movie timescale (1000 in the source), mdhd in the media's own.
  const mvhd = box('mvhd');
  if (b.readUInt32BE(mvhd + 20) !== 1000) throw new Error('movie timescale is not 1000');
  b.writeUInt32BE(seconds * 1000, mvhd + 24);
  b.writeUInt32BE(seconds * 1000, box('tkhd') + 28);
  const elst = box('elst');
  if (b.readUInt32BE(elst + 12) !== 1) throw new Error('expected one edit');
  b.writeUInt32BE(seconds * 1000, elst + 16);
  const mdhd = box('mdhd');
  b.writeUInt32BE(FRAMES, mdhd + 20);
  b.writeUInt32BE(FRAMES * seconds, mdhd + 24);
  const stts = box('stts');
  if (b.readUInt32BE(stts + 12) !== 1 || b.readUInt32BE(stts + 16) !== FRAMES) throw new Error('unexpected stts');
  b.writeUInt32BE(seconds, stts + 20);
  return b;
}

const source = readFileSync(new URL('long-4min.mp4', dir));
for (const seconds of [180, 181, 300, 301]) {
  writeFileSync(new URL(`edge-${seconds}s.mp4`, dir), retime(source, seconds));
  console.log(`edge-${seconds}s.mp4`);
}
