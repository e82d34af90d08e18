// Compression as a browser sees it, over a real HTTP server (the Node adapter's own Response
// path) and in process: large JSON gzipped, small answers and clients without gzip left as they
// are, security headers and the Vary header kept either way.
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { acceptsGzip } from './compression.ts';

const t = await createTestApp();
let server: ServerType;
let port = 0;

beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** A raw HTTP GET (fetch would decompress and hide Content-Encoding). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('compression over HTTP', () => {
  it('gzips a large JSON answer for a browser, with the same content, length and headers', async () => {
    const plain = await get('/api/catalog?limit=18');
    const zipped = await get('/api/catalog?limit=18', 'gzip, deflate, br, zstd');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    for (const res of [plain, zipped]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('sends a small answer as it is, even to a browser', async () => {
    const res = await get('/api/health', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ status: 'ok' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps the status and detail of an error answer', async () => {
    const res = await get('/api/catalog?limit=nope', 'gzip');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('detail');
  });
});

describe('compression in process', () => {
  it('gzips large JSON and leaves clients that refuse gzip alone', async () => {
    const zipped = await t.app.request('/api/catalog?limit=18', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const refused = await t.app.request('/api/catalog?limit=18', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(((await refused.json()) as { list: unknown[] }).list).toHaveLength(18);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
