// The rules a contest video must meet (spec, second document, sections 5 and 9), checked the same way
// in the browser's worker before upload and on the server after it. Reads headers through slices only.
import { countingReader, type ByteReader } from './byte-reader.ts';
import { mp4Duration } from './mp4-duration.ts';
import { mpegDuration } from './mpeg-duration.ts';
import { sniffContainer, type Container } from './sniff.ts';
import { webmDuration } from './webm-duration.ts';
import { COMMON_CONTEST_MAX_SECONDS, VIDEO_CONTEST_MAX_SECONDS } from './video-limits.ts';

export { COMMON_CONTEST_MAX_SECONDS, VIDEO_CONTEST_MAX_SECONDS };

export const VIDEO_MAX_BYTES = 183_500_800;
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'mpeg'] as const;
/** For the file input's `accept`: video only. */
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,video/mpeg,.mp4,.mov,.webm,.mpeg';
const SNIFF_BYTES = 1024;

export type VideoProblem = 'type' | 'extension' | 'size' | 'duration-unknown' | 'too-long';

const VIDEO_MESSAGES: Record<Exclude<VideoProblem, 'too-long'>, string> = {
  type: 'Некорректный тип файла',
  extension: 'Формат видео не соответствует требованиям',
  size: 'Вес файла более 175 мб',
  'duration-unknown': 'Не удалось определить длительность видео. Сохрани его в MP4 и попробуй ещё раз',
};

/** What the upload field accepts, in words (the drop zone and a refusal of the wrong type say it). */
export const VIDEO_FORMATS_TEXT = 'MP4, MOV, WebM или MPEG';

/** The refusal says the file is not a video we take: the form adds what is accepted. */
export function isFormatRefusal(message: string): boolean {
  return message === VIDEO_MESSAGES.type || message === VIDEO_MESSAGES.extension;
}

/** The spec words the 3-minute limit; the 5-minute one follows its pattern. */
export function tooLongMessage(maxSeconds: number): string {
  return maxSeconds === COMMON_CONTEST_MAX_SECONDS
    ? 'Длительность видео превышает 5 минут'
    : maxSeconds === VIDEO_CONTEST_MAX_SECONDS
      ? 'Длительность видео превышает 3 минуты'
      : `Длительность видео превышает ${Math.round(maxSeconds / 60)} мин.`;
}

export interface VideoFileInfo {
  name: string;
  type: string;
  size: number;
}

export type VideoCheckResult =
  | { ok: true; container: Container; seconds: number; bytesRead: number }
  | { ok: false; problem: VideoProblem; message: string; bytesRead: number; seconds?: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The checks that need no bytes: declared type, extension, size. */
export function checkVideoMeta(file: VideoFileInfo): Exclude<VideoProblem, 'duration-unknown' | 'too-long'> | null {
  // An empty type is what some systems report for .mov/.mpeg; the content sniff below decides then.
  if (file.type !== '' && !file.type.startsWith('video/')) return 'type';
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'extension';
  if (file.size > VIDEO_MAX_BYTES) return 'size';
  return null;
}

async function durationOf(reader: ByteReader, container: Container): Promise<number | null> {
  if (container === 'mp4') {
    const mp4 = await mp4Duration(reader);
    return mp4.hasVideo ? mp4.seconds : null;
  }
  if (container === 'webm') return (await webmDuration(reader)).seconds;
  return mpegDuration(reader, container);
}

/** Checks a video against the contest rules; `maxSeconds` is 180 or 300. Never throws on bad bytes. */
export async function checkVideo(
  file: VideoFileInfo,
  source: ByteReader,
  maxSeconds: number,
): Promise<VideoCheckResult> {
  const reader = countingReader(source);
  const fail = (problem: VideoProblem, seconds?: number): VideoCheckResult => ({
    ok: false,
    problem,
    seconds,
    bytesRead: reader.bytesRead(),
    message: problem === 'too-long' ? tooLongMessage(maxSeconds) : VIDEO_MESSAGES[problem],
  });
  const metaProblem = checkVideoMeta(file);
  if (metaProblem) return fail(metaProblem);
  const container = sniffContainer(await reader.read(0, Math.min(SNIFF_BYTES, reader.size)));
  if (!container) return fail('type');
  let seconds: number | null;
  try {
    seconds = await durationOf(reader, container);
  } catch {
    seconds = null;
  }
  if (seconds === null || !Number.isFinite(seconds)) return fail('duration-unknown');
  if (seconds > maxSeconds) return fail('too-long', seconds);
  return { ok: true, container, seconds, bytesRead: reader.bytesRead() };
}

/** The server's `detail` for each refusal; the browser maps it back with `videoMessageForDetail`. */
export const VIDEO_DETAILS: Record<VideoProblem, string> = {
  type: 'Wrong file type',
  extension: 'Wrong file extension',
  size: 'File too large',
  'duration-unknown': 'Video duration unreadable',
  'too-long': 'Video too long',
};

export function videoMessageForDetail(detail: string, maxSeconds: number): string | null {
  const problem = (Object.keys(VIDEO_DETAILS) as VideoProblem[]).find((p) => VIDEO_DETAILS[p] === detail);
  if (!problem) return null;
  return problem === 'too-long' ? tooLongMessage(maxSeconds) : VIDEO_MESSAGES[problem];
}
