// GET /openapi.json (the generated OpenAPI 3.1 document, built once per process) and
// GET /docs (Scalar's interactive reference over it). Scalar's script is served from its npm
// package by this server (self-hosters' networks may not reach a CDN); the docs page's CSP allows
// exactly that script and its own inline start-up, and nothing from elsewhere.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { describer } from '../../lib/openapi.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';
import { openApiDocumentSchema } from './schemas.ts';

// The package exports neither its browser bundle nor package.json: find its folder from its entry.
const scalarEntry = createRequire(import.meta.url).resolve('@scalar/api-reference');
const scalarRoot = scalarEntry.slice(0, scalarEntry.lastIndexOf(`${sep}dist${sep}`));
const SCALAR_FILE = join(scalarRoot, 'dist', 'browser', 'standalone.js');
const SCALAR_VERSION = (JSON.parse(readFileSync(join(scalarRoot, 'package.json'), 'utf8')) as { version: string })
  .version;
/** Versioned address, so the script may be cached for long and a new version is fetched at once. */
const SCALAR_PATH = `/api/docs/scalar.js?v=${SCALAR_VERSION}`;
const doc = describer('service');

/** The standalone bundle reads `mcp`; the Hono wrapper's type does not list it yet. */
const scalarMcpOff = { mcp: { disabled: true } };

const scalar = Scalar<AppEnv>({
  url: '/api/openapi.json',
  cdn: SCALAR_PATH,
  pageTitle: 'Наука-клуб API',
  withDefaultFonts: false,
  hideClientButton: true,
  // Nothing on the page may call Scalar's cloud (AI agent, MCP, telemetry): self-hosted and offline.
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  ...scalarMcpOff,
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
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
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
  let scalarScript: Promise<Buffer> | null = null;
  return new Hono<AppEnv>()
    .get('/openapi.json', doc('This OpenAPI 3.1 document', { ok: openApiDocumentSchema }), async (c) => {
      document ??= buildOpenApiDocument(api());
      return c.json(await document);
    })
    .get(
      '/docs',
      doc('The interactive API reference (HTML)', { ok: z.string(), media: 'text/html' }),
      async (c, next) => {
        // A new answer, not headers set on Scalar's: once @hono/node-server has replaced the global
        // Response (a real server), headers set on a finished answer are lost, and the page had no CSP.
        const html = await ((await scalar(c, next)) as Response).text();
        return c.html(html, 200, { 'content-security-policy': docsCsp(html), 'cache-control': 'no-cache' });
      },
    )
    .get(
      '/docs/scalar.js',
      doc('The script of the interactive reference (Scalar, from its npm package)', {
        ok: z.string(),
        media: 'text/javascript',
      }),
      async (c) => {
        scalarScript ??= readFile(SCALAR_FILE);
        return c.body(new Uint8Array(await scalarScript), 200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=31536000, immutable',
        });
      },
    );
}
