// Over a real HTTP server: an answer sent before the body arrived tells the client to close the
// socket (so its next request is not cut off when the server drops the unread rest), while an
// answer to a body that was read keeps the connection alive.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const t = await createTestApp();
let server: ServerType;
let port = 0;
const agent = new Agent({ keepAlive: true });

beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  server.close();
  await t.close();
});

/** Sends the first `sent` bytes of a `length`-byte JSON body and resolves with the answer's status and headers. */
function answerTo(method: string, path: string, length: number, sent: number) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on('error', (e) => (sent < length ? undefined : reject(e)));
    req.write('x'.repeat(sent));
    if (sent === length) req.end();
  });
}

describe('answers to bodies that were not read', () => {
  it('asks the client to close the socket when the answer came before the body', async () => {
    const refused = await answerTo('PUT', '/api/staff/contests/1', 300_000, 1_000);
    expect(refused.status).toBe(401);
    expect(refused.connection).toBe('close');
  });

  it('keeps the connection alive when the whole body was received', async () => {
    const body = JSON.stringify({ login: '+79990000000', password: 'wrong-password' });
    const res = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/login',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json' },
        },
        (r) => {
          r.resume();
          r.on('end', () => resolve({ status: r.statusCode ?? 0, connection: r.headers.connection }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.connection).toBe('keep-alive');
  });
});
