// The video-check worker's contract with the page (comlink): a File in, a verdict out. The verdict's
// Russian message is the spec's; the page shows it as is.
import type { VideoCheckResult } from '../sync/rules/video/video-check.ts';

export interface VideoCheckWorkerApi {
  ping(): Promise<'pong'>;
  /** Checks `file` against the contest rules, reading only header slices; `maxSeconds` is 180 or 300. */
  check(file: File, maxSeconds: number): Promise<VideoCheckResult>;
}
