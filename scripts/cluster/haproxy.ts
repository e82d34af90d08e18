// Debian's haproxy in front of the cluster's nodes, run with the config the docs give self-hosters
// (docs/cluster/haproxy.cfg): only its bind port and server lines are replaced, so the tests exercise the
// file operators copy. .ci/run installs haproxy when it is missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processCpuSeconds } from '../process-cpu.ts';

export const HAPROXY_CONFIG = 'docs/cluster/haproxy.cfg';
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));

export interface Backend {
  name: string;
  port: number;
}

/** The docs' config with the proxy on 127.0.0.1:`port` and one server line a node. */
export function haproxyConfig(template: string, port: number, backends: Backend[]): string {
  const lines = template.split('\n');
  const servers = backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`);
  const firstServer = lines.findIndex((l) => /^\s*server\s/.test(l));
  if (firstServer < 0 || !lines.some((l) => /^\s*bind\s+:\d+\s*$/.test(l))) {
    throw new Error(`${HAPROXY_CONFIG}: no plain "bind :port" line or no server line to replace`);
  }
  return [
    ...lines.slice(0, firstServer).map((l) => l.replace(/^(\s*bind\s+):\d+\s*$/, `$1127.0.0.1:${port}`)),
    ...servers,
    ...lines.slice(firstServer).filter((l) => !/^\s*server\s/.test(l)),
  ].join('\n');
}

export interface RunningProxy {
  url: string;
  pid: () => number | undefined;
  /** Why the proxy is not running (its log's last lines), or null while it runs. */
  failure: () => string | null;
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

/** Starts haproxy in the foreground (-db) on `port`; its log goes to `dir`/haproxy.log. */
export function startHaproxy(dir: string, port: number, backends: Backend[]): RunningProxy {
  if (!HAPROXY) throw new Error('haproxy is not installed: apt-get install haproxy (.ci/run does this)');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(readFileSync(HAPROXY_CONFIG, 'utf8'), port, backends));
  const log = join(dir, 'haproxy.log');
  const child: ChildProcess = spawn('sh', ['-c', `exec "${HAPROXY}" -db -f "${file}" 2>>"${log}"`], {
    stdio: 'ignore',
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: () => child.pid,
    failure: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : `haproxy exited: ${readFileSync(log, 'utf8').split('\n').slice(-10).join('\n')}`,
    cpuSeconds: () => processCpuSeconds(child.pid ?? 0),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
