// One app node of the cluster: the server bundle started as `npm start` starts it (plain Node, production
// settings), on its own port, with the cluster's DATABASE_URL and shared DATA_DIR. It can be stopped politely
// (SIGTERM: it drains), killed with SIGKILL (as a crashed machine) and started again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { processCpuSeconds } from '../process-cpu.ts';
import { serverArgs } from '../server-bundle.ts';

export interface AppNode {
  name: string;
  port: number;
  url: string;
  pid: () => number | undefined;
  /** CPU seconds of every process this node has run (killed ones included). */
  cpuSeconds: () => number;
  start: () => Promise<void>;
  /** Resolves once /api/ready answers 200. */
  ready: (timeoutMs?: number) => Promise<void>;
  /** SIGKILL: no drain, no clean-up, connections cut. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

export function appNode(name: string, port: number, dir: string, env: Record<string, string>): AppNode {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let pastCpu = 0;
  const running = () => (child && child.exitCode === null && child.signalCode === null ? child : null);
  const ended = (c: ChildProcess, signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const cpu = processCpuSeconds(c.pid ?? 0);
      c.once('exit', () => {
        pastCpu += cpu;
        resolve();
      });
      c.kill(signal);
    });
  const node: AppNode = {
    name,
    port,
    url,
    pid: () => running()?.pid,
    cpuSeconds: () => pastCpu + processCpuSeconds(running()?.pid ?? 0),
    start: async () => {
      if (running()) return;
      const log = openSync(join(dir, `${name}.log`), 'a');
      child = spawn(process.execPath, serverArgs(), {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...env, PORT: String(port) },
        stdio: ['ignore', log, log],
      });
      closeSync(log);
      await node.ready();
    },
    ready: async (timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (!running()) throw new Error(`${name} exited before it was ready:\n${logTail(dir, name)}`);
        const ok = await fetch(`${url}/api/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${name} was not ready within ${timeoutMs} ms:\n${logTail(dir, name)}`);
    },
    kill: async () => {
      const c = running();
      if (c) await ended(c, 'SIGKILL');
    },
    stop: async () => {
      const c = running();
      if (c) await ended(c, 'SIGTERM');
    },
  };
  return node;
}

/** The last lines of a node's log, for an error that would otherwise say only "it failed". */
function logTail(dir: string, name: string): string {
  try {
    return readFileSync(join(dir, `${name}.log`), 'utf8')
      .split('\n')
      .slice(-15)
      .join('\n');
  } catch {
    return '(no log)';
  }
}
