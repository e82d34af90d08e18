// GET /openapi.json (the generated OpenAPI 3.1 document, built once per process) and
// GET /docs (Scalar's interactive reference over it). The docs page is the one page that
// loads a script from a CDN; its CSP allows exactly that script and its own inline start-up.
import { createHash } from 'node:crypto';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { describer } from '../../lib/openapi.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';
import { openApiDocumentSchema } from './schemas.ts';

const SCALAR_CDN = 'https://cdn.jsdelivr.net/npm/@scalar/api-reference@1';
const doc = describer('service');

const scalar = Scalar<AppEnv>({
  url: '/api/openapi.json',
  cdn: SCALAR_CDN,
  pageTitle: 'Наука-клуб API',
  withDefaultFonts: false,
  hideClientButton: true,
  customCss: `:root { --scalar-font: system-ui, sans-serif; --scalar-color-accent: #3b2fc9; }
.dark-mode { --scalar-color-accent: #a5a0ff; }`,
});

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

function docsCsp(html: string): string {
  return [
    "default-src 'none'",
    `script-src ${SCALAR_CDN.replace(/@[^/]*$/, '')} ${inlineScriptHashes(html).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `api` is the router these routes are mounted in; it is read when the document is first asked for. */
export function openApiRoutes(api: () => Hono<never, never, never>) {
  let document: Promise<OpenApiDocument> | null = null;
  return new Hono<AppEnv>()
    .get('/openapi.json', doc('This OpenAPI 3.1 document', { ok: openApiDocumentSchema }), async (c) => {
      document ??= buildOpenApiDocument(api());
      return c.json(await document);
    })
    .get(
      '/docs',
      doc('The interactive API reference (HTML)', { ok: z.string(), media: 'text/html' }),
      async (c, next) => {
        const res = (await scalar(c, next)) as Response;
        res.headers.set('content-security-policy', docsCsp(await res.clone().text()));
        res.headers.set('cache-control', 'no-cache');
        return res;
      },
    );
}
