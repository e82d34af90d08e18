import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { OpenApiDocument } from './document.ts';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Hono's `/user/:id{[0-9]+}` as OpenAPI's `/user/{id}`. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}').replace(/\/$/, '') || '/';
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route mounted under /api', () => {
    const mounted = new Set<string>();
    for (const r of t.app.routes) {
      if (!METHODS.has(r.method) || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
      mounted.add(`${r.method.toLowerCase()} ${openApiPath(r.path.slice('/api'.length))}`);
    }
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(item ?? {})) documented.add(`${method} ${path.replace(/\/$/, '') || '/'}`);
    }
    const missing = [...mounted].filter((r) => !documented.has(r)).sort();
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
    expect(mounted.size).toBeGreaterThan(50);
  });

  it('gives every operation a summary, a success answer and the {detail} error shape', () => {
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {}) as [
        string,
        { summary?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> },
      ][]) {
        const codes = Object.keys(op.responses ?? {});
        const success = codes.find((c) => c.startsWith('2') || c === '302');
        if (!op.summary || !success) undocumented.push(`${method} ${path}`);
        for (const code of codes.filter((c) => Number(c) >= 400)) {
          expect(op.responses?.[code]?.content?.['application/json']?.schema, `${method} ${path} ${code}`).toEqual({
            $ref: '#/components/schemas/ErrorDetail',
          });
        }
      }
    }
    expect(undocumented.sort()).toEqual([]);
  });

  it('declares the bearer and cookie security schemes and marks signed-in-only operations', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      cookieAuth: { type: 'apiKey', in: 'cookie' },
    });
    const push = doc.paths?.['/sync/push']?.post;
    expect(push?.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(push?.responses?.['401']).toBeDefined();
  });

  it('is served under /otherapi too, and the reference page carries its own CSP', async () => {
    expect((await t.call('GET', '/otherapi/openapi.json')).status).toBe(200);
    const docs = await t.call('GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('text/html');
    const csp = docs.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('https:');
    const html = await docs.text();
    expect(html).toContain('/api/openapi.json');
    // The reference's script comes from this server (no CDN), and is the real Scalar bundle.
    const src = /<script[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(src).toMatch(/^\/api\/docs\/scalar\.js\?v=[0-9.]+$/);
    const script = await t.call('GET', src);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(1_000_000);
  });

  it('keeps its CSP over a real HTTP server, as a self-hoster serves it', async () => {
    // @hono/node-server replaces the global Response: headers set on an answer already made were lost there.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const docs = await fetch(`http://127.0.0.1:${port}/api/docs`);
      expect(docs.status).toBe(200);
      expect(docs.headers.get('content-security-policy') ?? '').toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(docs.headers.get('cache-control')).toBe('no-cache');
    } finally {
      server.close();
    }
  });
});
