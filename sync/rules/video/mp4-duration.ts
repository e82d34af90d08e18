// MP4 and QuickTime duration: walk the top-level box headers (16 bytes each) to find `moov`, wherever it
// sits (cameras often write it after the media data), then let mp4box parse only ftyp + moov.
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { fourCC, readUint32, type ByteReader } from './byte-reader.ts';

const MAX_TOP_BOXES = 64;
/** A moov larger than this is not a phone or camera clip of a few minutes; refuse rather than read it. */
const MAX_MOOV_BYTES = 8 * 1024 * 1024;
const MAX_FTYP_BYTES = 4096;

interface BoxSpan {
  start: number;
  size: number;
}

async function findTopBoxes(reader: ByteReader): Promise<{ ftyp?: BoxSpan; moov?: BoxSpan }> {
  const found: { ftyp?: BoxSpan; moov?: BoxSpan } = {};
  let pos = 0;
  for (let i = 0; i < MAX_TOP_BOXES && pos + 8 <= reader.size; i++) {
    const head = await reader.read(pos, 16);
    if (head.length < 8) break;
    let size = readUint32(head, 0);
    const type = fourCC(head, 4);
    if (size === 1) {
      if (head.length < 16) break;
      size = readUint32(head, 8) * 2 ** 32 + readUint32(head, 12);
    } else if (size === 0) {
      size = reader.size - pos;
    }
    if (size < 8) break;
    if (type === 'ftyp') found.ftyp = { start: pos, size };
    if (type === 'moov') {
      found.moov = { start: pos, size };
      break;
    }
    pos += size;
  }
  return found;
}

function parseMovie(bytes: Uint8Array): Movie | null {
  const file = createFile();
  let movie: Movie | null = null;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    movie = null;
  };
  const copy = bytes.slice().buffer;
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
  file.flush();
  return movie;
}

function movieSeconds(movie: Movie): number | null {
  if (movie.duration > 0 && movie.timescale > 0) return movie.duration / movie.timescale;
  const fragment = movie.fragment_duration;
  if (fragment && fragment.num > 0 && fragment.den > 0) return fragment.num / fragment.den;
  const trackSeconds = movie.tracks.map((t) => (t.timescale > 0 ? t.duration / t.timescale : 0));
  const longest = Math.max(0, ...trackSeconds);
  return longest > 0 ? longest : null;
}

/** Seconds of an MP4/MOV file, or null when its headers do not say. */
export async function mp4Duration(reader: ByteReader): Promise<{ seconds: number | null; hasVideo: boolean }> {
  const { ftyp, moov } = await findTopBoxes(reader);
  if (!moov || moov.size > MAX_MOOV_BYTES || moov.start + moov.size > reader.size)
    return { seconds: null, hasVideo: false };
  const ftypBytes = ftyp && ftyp.size <= MAX_FTYP_BYTES ? await reader.read(ftyp.start, ftyp.size) : new Uint8Array();
  const moovBytes = await reader.read(moov.start, moov.size);
  // mp4box reads boxes in order; handing it ftyp and moov back to back spares it the media data between them.
  const joined = new Uint8Array(ftypBytes.length + moovBytes.length);
  joined.set(ftypBytes, 0);
  joined.set(moovBytes, ftypBytes.length);
  const movie = parseMovie(joined);
  if (!movie) return { seconds: null, hasVideo: false };
  return { seconds: movieSeconds(movie), hasVideo: movie.videoTracks.length > 0 };
}
