// CPU time of a process and its children from /proc (Linux), for benches that report CPU per request
// of the app server and of PostgreSQL (whose backends are child processes of the postmaster).
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on (USER_HZ). */
const TICKS = 100;

/** utime, stime, cutime, cstime (ticks) and the parent pid, or null when the process is gone. */
function stat(pid: number): { own: number; reaped: number; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields count from after its ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

/** CPU seconds of `pid` alone (user + system). */
export function processCpuSeconds(pid: number): number {
  return (stat(pid)?.own ?? 0) / TICKS;
}

/** CPU seconds of `pid`, its ended children (reaped) and its live children. */
export function processTreeCpuSeconds(pid: number): number {
  const root = stat(pid);
  if (!root) return 0;
  let ticks = root.own + root.reaped;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const child = stat(Number(name));
    if (child?.ppid === pid) ticks += child.own;
  }
  return ticks / TICKS;
}
