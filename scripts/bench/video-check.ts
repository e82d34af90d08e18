// `npm run bench:video-check`: pads each committed sample container to about 175 MB in a temporary
// folder and times the shared header check (sync/rules/video) over it, printing the bytes it read.
// The browser's worker runs the same code over File.slice; this reads through a file handle.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openFileReader } from '../../api/lib/file-byte-reader.ts';
import { checkVideo, COMMON_CONTEST_MAX_SECONDS, VIDEO_MAX_BYTES } from '../../sync/rules/video/video-check.ts';
import { writePadded } from './video-padding.ts';

const FIXTURES = new URL('../../tests/fixtures/video/', import.meta.url).pathname;
const PAD = VIDEO_MAX_BYTES - 1_000_000;
const RUNS = 5;
const samples = [
  { name: 'moov-at-end.mp4', source: 'clip.mp4', kind: 'iso', type: 'video/mp4' },
  { name: 'faststart.mp4', source: 'clip-faststart.mp4', kind: 'iso', type: 'video/mp4' },
  { name: 'camera.mov', source: 'clip.mov', kind: 'iso', type: 'video/quicktime' },
  { name: 'with-duration.webm', source: 'clip.webm', kind: 'webm', type: 'video/webm' },
  { name: 'recorder-no-duration.webm', source: 'clip-live.webm', kind: 'webm', type: 'video/webm' },
  { name: 'program-stream.mpeg', source: 'clip.mpeg', kind: 'ps', type: 'video/mpeg' },
  { name: 'transport-stream.mpeg', source: 'clip-ts.mpeg', kind: 'ts', type: 'video/mpeg' },
] as const;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-video-'));
  const rows: string[] = [];
  let worstMs = 0;
  let worstBytes = 0;
  try {
    for (const sample of samples) {
      const path = join(dir, sample.name);
      writePadded(join(FIXTURES, sample.source), path, sample.kind, PAD);
      const size = statSync(path).size;
      const times: number[] = [];
      let bytes = 0;
      let verdict = '';
      for (let run = 0; run < RUNS; run++) {
        const reader = await openFileReader(path);
        const started = performance.now();
        const result = await checkVideo(
          { name: sample.name, type: sample.type, size },
          reader,
          COMMON_CONTEST_MAX_SECONDS,
        );
        times.push(performance.now() - started);
        await reader.close();
        bytes = result.bytesRead;
        verdict = result.ok ? `ok ${result.seconds.toFixed(2)} s` : `refused: ${result.message}`;
      }
      rmSync(path);
      const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      worstMs = Math.max(worstMs, median);
      worstBytes = Math.max(worstBytes, bytes);
      rows.push(
        `| ${sample.name} | ${(size / 2 ** 20).toFixed(1)} MB | ${median.toFixed(1)} ms | ${(bytes / 1024).toFixed(1)} KB | ${verdict} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`bench:video-check, median of ${RUNS} runs per file\n`);
  console.log('| file | size | time | read | verdict |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
  const withinGoal = worstMs <= 50 && worstBytes <= 2 * 2 ** 20;
  console.log(
    `\nworst: ${worstMs.toFixed(1)} ms, ${(worstBytes / 1024).toFixed(1)} KB (goal ≤ 50 ms and ≤ 2 MB): ${withinGoal ? 'met' : 'NOT met'}`,
  );
  if (!withinGoal) process.exitCode = 1;
}

await main();
