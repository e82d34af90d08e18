// The server writes its pid into DATA_DIR/server.pid while it runs, so a restore can refuse to
// replace a database under a live server. A pid file left by a crash names a dead process and
// is ignored.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PID_FILE = 'server.pid';

export function writeServerPid(dataDir: string): () => void {
  const file = join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    if (runningServerPid(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The pid of a live server on `dataDir`, or null. */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else: still a live server.
    return (e as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
