// Which audio and video files staff may attach to a material, told by their first bytes (never by the
// name or the declared type): the same rule in the editor (an early message) and on the server (the check).
import { fourCC } from './video/byte-reader.ts';
import { sniffContainer } from './video/sniff.ts';

export type MediaKind = 'audio' | 'video';
export type MediaExt = 'mp3' | 'm4a' | 'ogg' | 'opus' | 'mp4' | 'webm';

/** How many first bytes `sniffMedia` needs. */
export const MEDIA_SNIFF_BYTES = 64;

export const MEDIA_TYPES: Record<MediaExt, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** For the file input's `accept` (a hint only: the bytes decide). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/opus,.mp3,.m4a,.ogg,.oga,.opus',
  video: 'video/mp4,video/webm,.mp4,.webm',
};

/** A stored file's name: the upload's random id and the extension its bytes gave. */
export const MEDIA_FILE_NAME: Record<MediaKind, RegExp> = {
  audio: /^[a-f0-9]{32}\.(mp3|m4a|ogg|opus)$/,
  video: /^[a-f0-9]{32}\.(mp4|webm)$/,
};

function isMp3Frame(head: Uint8Array): boolean {
  // 11 bits of frame sync, an MPEG version other than 'reserved' and layer III (AAC's ADTS has layer 0).
  return head.length >= 4 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && ((head[1]! >> 1) & 3) === 1;
}

function isOgg(head: Uint8Array): boolean {
  return head.length >= 4 && fourCC(head, 0) === 'OggS';
}

function hasAscii(head: Uint8Array, text: string): boolean {
  const chars = Array.from(head.subarray(0, MEDIA_SNIFF_BYTES), (b) => String.fromCharCode(b)).join('');
  return chars.includes(text);
}

/** The extension a file of `kind` is stored with, or null when its first bytes are not one we accept. */
export function sniffMedia(head: Uint8Array, kind: MediaKind): MediaExt | null {
  const container = sniffContainer(head);
  const isoFile = container === 'mp4' && fourCC(head, 4) === 'ftyp';
  if (kind === 'video') return isoFile ? 'mp4' : container === 'webm' ? 'webm' : null;
  if (isoFile) return 'm4a';
  if (head.length >= 3 && head[0] === 0x49 && head[1] === 0x44 && head[2] === 0x33) return 'mp3'; // 'ID3' tag
  if (isMp3Frame(head)) return 'mp3';
  if (isOgg(head)) return hasAscii(head, 'OpusHead') ? 'opus' : 'ogg';
  return null;
}

/** The editor's Russian messages, by the server's `detail`. */
export const MEDIA_MESSAGES: Record<MediaKind, { type: string; size: (mb: number) => string }> = {
  audio: {
    type: 'Это не аудиофайл: подойдут MP3, M4A, OGG или OPUS',
    size: (mb) => `Файл больше ${mb} МБ`,
  },
  video: {
    type: 'Это не видеофайл: подойдут MP4 или WebM',
    size: (mb) => `Файл больше ${mb} МБ`,
  },
};
