// A polite stop under keep-alive load, against the real server process (its bundle, as production runs
// it): 50 kept-alive connections send requests without pause, SIGTERM arrives, and no request sent
// before the signal is reset; every answer after the signal says `Connection: close`; the server exits
// by itself once drained, well inside DRAIN_SECONDS.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerIfStale, serverArgs } from '../../scripts/server-bundle.ts';

const dir = mkdtempSync(join(tmpdir(), 'nauka-polite-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Sent {
  /** When the whole request had been handed to the socket (performance.now()). */
  sentAt: number;
  /** The same moment on the wall clock, to compare with the server's own log. */
  sentWall?: number;
  /** Whether the request went out on a connection the agent had used before. */
  reused?: boolean;
  answeredAt?: number;
  status?: number;
  connection?: string;
  error?: string;
}

const used = new WeakSet<object>();
const PATHS = ['/api/health', '/api/faq?limit=5', '/api/faq?limit=20&offset=5'];

function send(port: number, agent: Agent, path: string, log: Sent[]): Promise<Sent> {
  return new Promise((resolve) => {
    const entry: Sent = { sentAt: Number.POSITIVE_INFINITY };
    log.push(entry);
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        entry.answeredAt = performance.now();
        entry.status = res.statusCode;
        entry.connection = String(res.headers.connection ?? '');
        resolve(entry);
      });
    });
    req.on('finish', () => {
      entry.sentAt = performance.now();
      entry.sentWall = Date.now();
    });
    req.on('socket', (socket) => {
      entry.reused = used.has(socket);
      used.add(socket);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      entry.error = `${err.code ?? ''} ${err.message}`;
      resolve(entry);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.end();
  });
}

/** A POST whose body is half sent: the rest follows when `finish` resolves (a request in flight at the signal). */
function slowPost(
  port: number,
  agent: Agent,
  i: number,
  finish: Promise<void>,
): { started: Promise<void>; answer: Promise<Sent> } {
  const body = JSON.stringify({ page_type: 'post', page_id: 7, client_id: `slow-client-${i}` });
  let started = () => {};
  const written = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<Sent>((resolve) => {
    const entry: Sent = { sentAt: Number.POSITIVE_INFINITY };
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/statistics',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          entry.status = res.statusCode;
          entry.connection = String(res.headers.connection ?? '');
          resolve(entry);
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      entry.error = `${err.code ?? ''} ${err.message}`;
      resolve(entry);
    });
    // Handed to the operating system before the signal: the server holds the headers and half the body.
    req.write(body.slice(0, 10), () => started());
    void finish.then(() => req.end(body.slice(10)));
  });
  return { started: written, answer };
}

describe('SIGTERM under keep-alive load', () => {
  it('resets no request sent before the signal and closes every connection after it', async () => {
    buildServerIfStale();
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, serverArgs(), {
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data') },
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await expect.poll(() => out, { timeout: 60_000 }).toContain('server listening');
      const agent = new Agent({ keepAlive: true, maxSockets: 50 });
      const log: Sent[] = [];
      let signalAt = Number.POSITIVE_INFINITY;
      const loop = async (i: number) => {
        // Each connection keeps sending, after the signal too, as a busy client or proxy does, until it is refused.
        for (let n = 0; n < 10_000; n++) {
          const sent = await send(port, agent, PATHS[(i + n) % PATHS.length]!, log);
          if (performance.now() > signalAt && sent.error) return;
        }
      };
      const loops = Array.from({ length: 50 }, (_, i) => loop(i));
      await expect.poll(() => log.filter((e) => e.status === 200).length, { timeout: 30_000 }).toBeGreaterThan(500);
      // Ten requests are in flight at the signal: their bodies are finished a moment after it.
      let finishBodies = () => {};
      const finished = new Promise<void>((resolve) => (finishBodies = resolve));
      const slowAgent = new Agent({ keepAlive: true });
      const slow = Array.from({ length: 10 }, (_, i) => slowPost(port, slowAgent, i, finished));
      await Promise.all(slow.map((r) => r.started));
      signalAt = performance.now();
      child.kill('SIGTERM');
      setTimeout(finishBodies, 300);
      const code = await exited;
      const stoppedAt = performance.now();
      await Promise.all(loops);
      agent.destroy();
      slowAgent.destroy();
      // Answered, not reset, and told not to reuse the connection.
      expect((await Promise.all(slow.map((r) => r.answer))).map((e) => [e.status, e.connection, e.error])).toEqual(
        Array.from({ length: 10 }, () => [201, 'close', undefined]),
      );

      const before = log.filter((e) => e.sentAt < signalAt);
      expect(before.length).toBeGreaterThan(500);
      expect(before.filter((e) => e.error)).toEqual([]);
      expect(before.every((e) => e.status === 200)).toBe(true);
      // Every answer to a request sent once the server had begun to stop (its own log's time) tells the client
      // not to reuse the connection.
      const stopLine = out.split('\n').find((l) => l.includes('"shutting down"')) ?? '{}';
      const stoppedWall = (JSON.parse(stopLine) as { time?: number }).time ?? 0;
      const after = log.filter((e) => e.status !== undefined && (e.sentWall ?? 0) > stoppedWall);
      expect(after.filter((e) => e.connection !== 'close')).toEqual([]);
      expect(code).toBe(0);
      expect(stoppedAt - signalAt).toBeLessThan(5_000);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
