// 'Сохранить офлайн' says the material is saved only once the service worker has written the screen's code into its
// cache, not once the code's headers arrived. On a school network the body of a file can take seconds after its
// headers: a pupil who went offline as soon as the note appeared would find the screen's code missing. A proxy in
// front of the real server sends the headers of every code file the worker fetches at once and its body 1.5 s later
// (from when the worker is active: its install fetches the shell one file after another).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SyncPage } from './page-models/sync-page.ts';

const PODCAST = '/post/fotosintez';
const BODY_DELAY_MS = 1500;

/** Forwards to `target`; a code file asked for by a worker's fetch (not a page's script tag) gets its body late. */
async function slowBodyProxy(target: string): Promise<{ server: Server; url: string; slow: () => void }> {
  const { hostname, port } = new URL(target);
  let slow = false;
  const server = createServer((req, res) => {
    const late = slow && req.headers['sec-fetch-dest'] === 'empty' && /^\/assets\/.+\.(js|css)$/.test(req.url ?? '');
    const upstream = httpRequest(
      { hostname, port, path: req.url, method: req.method, headers: { ...req.headers, host: `${hostname}:${port}` } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!late) return void answer.pipe(res);
        res.flushHeaders();
        answer.pause();
        setTimeout(() => answer.pipe(res), BODY_DELAY_MS);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    slow: () => (slow = true),
  };
}

test('a saved material says so only once its screen code is in the worker cache', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const proxy = await slowBodyProxy(baseURL!);
  try {
    await page.goto(`${proxy.url}${PODCAST}`);
    await new SyncPage(page).waitForServiceWorker();
    proxy.slow();
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Сохранить офлайн' }).click();
    await expect(main.getByRole('status').filter({ hasText: /Сохранено на устройстве · [\d,]+ КБ/ })).toBeVisible({
      timeout: 20_000,
    });
    // Read at once, as a pupil going offline right then would find it.
    const missing = await page.evaluate(async () => {
      const { routes } = (await (await fetch('/route-code.json')).json()) as { routes: Record<string, string[]> };
      const files = routes['post/$slug'] ?? [];
      const absent: string[] = [];
      for (const file of files) if (!(await caches.match(new URL(file, location.origin).href))) absent.push(file);
      return { count: files.length, absent };
    });
    expect(missing.count).toBeGreaterThan(0);
    expect(missing.absent).toEqual([]);
  } finally {
    proxy.server.closeAllConnections();
    proxy.server.close();
  }
});
