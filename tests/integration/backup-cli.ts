// What the backup tests of both engines share: running scripts/backup.ts or scripts/restore.ts as an
// operator does (a child process, its output and exit code kept), and reading an archive's manifest.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import type { Manifest } from '../../api/features/backup/archive-format.ts';

const run = promisify(execFile);

/** Runs `scripts/<script>.ts [arg]` with `env` added; its exit code and its output (stdout, then stderr). */
export async function backupCli(script: 'backup' | 'restore', arg: string | undefined, env: Record<string, string>) {
  try {
    const args = ['--import', 'tsx', `scripts/${script}.ts`, ...(arg === undefined ? [] : [arg])];
    const { stdout, stderr } = await run(process.execPath, args, { env: { ...process.env, ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
}

/** The manifest of archive `file`, unpacked into a new folder under `work`. */
export async function manifestOf(work: string, file: string): Promise<Manifest> {
  const dir = mkdtempSync(join(work, 'm-'));
  await tar.x({ file, cwd: dir, gzip: true }, ['manifest.json']);
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
}
