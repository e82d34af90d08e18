// Which answers carry the site's whole set of security headers: every document and worker script; a build script or
// style, a picture or a font only the headers that act on it (a first visit fetches about eighty), and an API answer
// those and a CSP that lets nothing load or frame it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { webDistTestApp } from '../testing/web-dist-app.ts';

const INDEX = '<!doctype html><html lang="ru"><head><title>Наука рядом</title></head><body>site</body></html>';
const served = webDistTestApp({ index: INDEX });

const FILES: Record<string, string> = {
  'assets/index-Ab12.js': 'export {};',
  'assets/sync.worker-Cd34.js': 'self.onmessage = () => {};',
  'assets/index-Ef56.css': 'body{}',
  'assets/golos-cyrillic-Gh78.woff2': 'font',
  'icons/icon-192.png': 'png',
  'media/previews/physics.webp': 'webp',
  'media/pictures/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
};

beforeAll(() => {
  for (const [path, body] of Object.entries(FILES)) {
    mkdirSync(join(served.dist, path, '..'), { recursive: true });
    writeFileSync(join(served.dist, path), body);
  }
});

async function headersOf(path: string) {
  const res = await served.app.request(path, { headers: { accept: 'text/html,*/*' } });
  // Read before the body: once a test file has started a real server, Response is @hono/node-server's lightweight
  // one, whose body, once read, comes with the headers it was made with, not those set on it since.
  const headers = new Headers(res.headers);
  await res.arrayBuffer();
  return { status: res.status, headers };
}

describe('security headers', () => {
  it.each(['/assets/index-Ab12.js', '/assets/index-Ef56.css', '/assets/golos-cyrillic-Gh78.woff2'])(
    'a build file %s keeps nosniff, its resource and referrer rules and HSTS, not the document-only headers',
    async (path) => {
      const { status, headers } = await headersOf(path);
      expect(status).toBe(200);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      for (const name of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ])
        expect(headers.get(name), name).toBeNull();
    },
  );

  it.each(['/icons/icon-192.png', '/media/previews/physics.webp'])(
    'a picture %s is a subresource too',
    async (path) => {
      const { headers } = await headersOf(path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBeNull();
    },
  );

  it.each([
    '/assets/sync.worker-Cd34.js',
    '/sw.js',
    '/media/pictures/logo.svg',
    '/',
    '/catalog',
    // A build file that is not there: the 404 page is a document.
    '/assets/gone-Zz99.js',
  ])('%s, a worker or a document, keeps every header', async (path) => {
    const { headers } = await headersOf(path);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/api/health', '/otherapi/health', '/api/catalog?limit=1', '/api/no-such-call'])(
    'an API answer %s lets nothing load or frame it, and carries none of the document-only headers',
    async (path) => {
      const { headers } = await headersOf(path);
      expect(headers.get('content-type')).toContain('json');
      expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster'])
        expect(headers.get(name), name).toBeNull();
    },
  );

  it('the API reference page keeps its own CSP and the document headers', async () => {
    const { headers } = await headersOf('/api/docs');
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('content-security-policy')).toContain('script-src');
    expect(headers.get('permissions-policy')).toContain('camera=()');
  });
});
