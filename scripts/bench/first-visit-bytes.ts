// The bytes a first visit transfers in all, for `npm run bench:web` (./web.ts, issue 44): Chromium at 375 px, the
// service worker allowed, until the network has been idle for a while after the worker is active, so its precache
// counts. Counted by a small proxy in front of the server, as sent (compressed bodies and headers): what the page,
// its workers and the service worker ask for alike, which the page's own timeline does not show.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBenchBrowser, phonePage } from './bench-browser.ts';
import type { BenchPage } from './bench-pages.ts';

/** Counting stops when nothing has been sent for this long after the service worker is active. */
const IDLE_MS = 2000;

export interface Transfer {
  total: number;
  requests: number;
  /** Bytes by kind: script, style, font, image, html, other. */
  kinds: Record<string, number>;
  /** Bytes by path, for --verbose. */
  files: Record<string, number>;
  /**
   * Of the total, the status lines and headers: HTTP/1.1 sends each response's in full, where an HTTP/2 proxy in
   * front (HPACK) sends a header repeated on the connection once and then a reference to it.
   */
  headers: number;
}

function kindOf(type: string): string {
  if (/javascript/.test(type)) return 'script';
  if (/css/.test(type)) return 'style';
  if (/font|woff/.test(type)) return 'font';
  if (/^image\//.test(type)) return 'image';
  if (/html/.test(type)) return 'html';
  return 'other';
}

interface Counter {
  server: Server;
  url: string;
  transfer: Transfer;
  inFlight: () => number;
  lastAt: () => number;
}

/** A proxy to `target` that counts what it sends back. */
async function countingProxy(target: string): Promise<Counter> {
  const { hostname, port } = new URL(target);
  const transfer: Transfer = { total: 0, requests: 0, kinds: {}, files: {}, headers: 0 };
  let inFlight = 0;
  let lastAt = Date.now();
  const add = (kind: string, bytes: number, path = '') => {
    transfer.total += bytes;
    transfer.files[path] = (transfer.files[path] ?? 0) + bytes;
    transfer.kinds[kind] = (transfer.kinds[kind] ?? 0) + bytes;
    lastAt = Date.now();
  };
  const server = createServer((req, res) => {
    inFlight++;
    transfer.requests++;
    const upstream = httpRequest(
      { hostname, port, path: req.url, method: req.method, headers: { ...req.headers, host: `${hostname}:${port}` } },
      (answer) => {
        const kind = kindOf(String(answer.headers['content-type'] ?? ''));
        // The status line and headers as sent: about their text's length.
        const path = req.url ?? '';
        const headerBytes = answer.rawHeaders.reduce((s, h) => s + h.length + 2, 20);
        transfer.headers += headerBytes;
        add(kind, headerBytes, path);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => add(kind, chunk.length, path));
        answer.pipe(res);
        answer.on('end', () => inFlight--);
      },
    );
    upstream.on('error', () => {
      inFlight--;
      res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { server, url, transfer, inFlight: () => inFlight, lastAt: () => lastAt };
}

/** One first visit of `path` on the server at `target`, in a fresh profile. */
export async function measureFirstVisitBytes(target: string, path: string): Promise<Transfer> {
  const proxy = await countingProxy(target);
  const browser = await launchBenchBrowser();
  try {
    const page = await phonePage(browser);
    await page.goto(proxy.url + path, { waitUntil: 'load' });
    // The site's worker registers once the page is idle; an app without one (the minimal app) has none to wait for.
    await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
      .catch(() => undefined);
    while (proxy.inFlight() > 0 || Date.now() - proxy.lastAt() < IDLE_MS) await page.waitForTimeout(100);
    return { ...proxy.transfer, kinds: { ...proxy.transfer.kinds }, files: { ...proxy.transfer.files } };
  } finally {
    await browser.close();
    proxy.server.closeAllConnections();
    await new Promise((resolve) => proxy.server.close(resolve));
  }
}

/** Issue 44's goal for `/`: a first visit at 375 px transfers at most this, in all. */
export const FIRST_VISIT_GOAL_KB = 250;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each page's first visit (median of `runs` by total), beside the minimal app's `/catalog` when given. */
export async function printFirstVisitBytes(
  url: string,
  pages: BenchPage[],
  baselineUrl: string | null,
  runs: number,
  verbose: boolean,
): Promise<void> {
  console.log(
    `\nFirst visit in all, service worker allowed, 375 px, until the network is idle (goal / <= ${FIRST_VISIT_GOAL_KB} KB)\n`,
  );
  const rows: [string, string, string][] = [...pages.map(([, path]) => [path, url, path] as [string, string, string])];
  if (baselineUrl) rows.unshift(['minimal app /catalog', baselineUrl, '/catalog']);
  for (const [label, target, path] of rows) {
    const tries: Transfer[] = [];
    for (let i = 0; i < runs; i++) tries.push(await measureFirstVisitBytes(target, path));
    const t = tries.sort((a, b) => a.total - b.total)[Math.floor(tries.length / 2)]!;
    const kinds = Object.entries(t.kinds)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${kb(v)}`)
      .join(', ');
    const mark = path === '/' && label === '/' ? (t.total / 1024 <= FIRST_VISIT_GOAL_KB ? 'ok  ' : 'OVER') : '    ';
    console.log(
      `${mark} ${label.padEnd(36)} ${kb(t.total).padStart(9)} in ${t.requests} requests (${kinds}; headers ${kb(t.headers)} of it)`,
    );
    if (verbose)
      for (const [file, bytes] of Object.entries(t.files).sort((a, b) => b[1] - a[1]))
        console.log(`       ${kb(bytes).padStart(9)}  ${file}`);
  }
}
