// Recognises the container from its first bytes, whatever the file's name or declared type says.
import { fourCC } from './byte-reader.ts';

export type Container = 'mp4' | 'webm' | 'mpeg-ps' | 'mpeg-ts';

/** Top-level ISO-BMFF / QuickTime box types a file may start with. */
const ISO_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);
const TS_PACKET = 188;

/** `head` is the first few KB of the file; null when it is none of the accepted containers. */
export function sniffContainer(head: Uint8Array): Container | null {
  if (head.length >= 8 && ISO_FIRST_BOXES.has(fourCC(head, 4))) return 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (head.length >= 4 && head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0xba) return 'mpeg-ps';
  if (head.length > TS_PACKET * 2 && head[0] === 0x47 && head[TS_PACKET] === 0x47 && head[TS_PACKET * 2] === 0x47) {
    return 'mpeg-ts';
  }
  return null;
}
