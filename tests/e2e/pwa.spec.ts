// The PWA proof: the Russian manifest and its icons, the service worker taking control,
// the shell opening with the network off, and the caching, compression and CSP headers.
// Playwright's Chromium applies setOffline to service workers too (their network is
// inspected by default when serviceWorkers is 'allow'); the probe below checks it.
import { expect, test, type Page } from '@playwright/test';
import { waitForController } from './page-models/service-worker.ts';

const APP_TITLE = 'Наука рядом';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** A fetch the service worker must send to the network: a number when online, 'failed' offline. */
function probeNetwork(page: Page): Promise<number | 'failed'> {
  return page.evaluate(() =>
    fetch(`/icons/offline-probe-${Date.now()}.png`, { cache: 'no-store' }).then(
      (r) => r.status,
      () => 'failed' as const,
    ),
  );
}

test('the manifest is Russian, standalone and lists reachable PNG icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').first().getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Manifest;
  expect(manifest.name).toContain('Наука рядом');
  expect(manifest.short_name).toBe(APP_TITLE);
  expect(manifest.lang).toBe('ru');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src);
    expect(img.status(), icon.src).toBe(200);
    expect(img.headers()['content-type'], icon.src).toBe('image/png');
    expect((await img.body()).subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
  }
});

test('the service worker controls the page and the shell opens offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(APP_TITLE);
  await waitForController(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  expect(await probeNetwork(page)).toBe(404);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page).toHaveTitle(APP_TITLE);
    await expect(page.locator('#root > *').first()).toBeAttached();
    expect(await page.locator('#root').innerText()).not.toBe('');
    // The app's own word, not the browser's: after a reload the service worker answered, Chromium may still say online.
    await expect(
      page.locator('header').getByText('Нет подключения. Показываем сохранённое на устройстве'),
    ).toBeVisible();
    expect(await probeNetwork(page)).toBe('failed');
    // A deep link is answered by the service worker with the shell too.
    // The page itself was never opened, so it is not on the device: the shell says so in the page and the tab.
    await page.goto('/about');
    await expect(page).toHaveTitle(`Нет подключения — ${APP_TITLE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Нет подключения' })).toBeVisible();
    await expect(page.locator('#root > *').first()).toBeAttached();
  } finally {
    await context.setOffline(false);
  }
});

/**
 * The keys and values of the device's siteData table, read with the raw IndexedDB API. It never
 * creates the database and closes its connection, so the app's own opening (once the first screen
 * is drawn) is neither blocked nor given an empty database.
 */
function storedSiteData(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('nauka');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve({}) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('siteData')) {
            db.close();
            return resolve({});
          }
          const all = db.transaction('siteData').objectStore('siteData').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries((all.result as { key: string; value: unknown }[]).map((r) => [r.key, r.value])));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('site data is stored on the device at start and kept when offline', async ({ page, context }) => {
  await page.goto('/');
  await expect
    .poll(async () => Object.keys(await storedSiteData(page)).sort(), { timeout: 15_000 })
    .toEqual(['menuProjects', 'settings', 'sliderProjects', 'staticPages', 'tags', 'topics', 'userTypes']);
  const online = await storedSiteData(page);
  expect(online.userTypes).toEqual(expect.arrayContaining([{ id: 1, name: 'Школьник' }]));
  expect(online.settings).toEqual(expect.objectContaining({ siteName: expect.any(String) }));
  await waitForController(page);

  await context.setOffline(true);
  try {
    // Each of the seven loads at start logs its failure (web/lib/site-data-loader.ts); when all have, none may
    // have wiped what was stored.
    const failures = new Set<string>();
    page.on('console', (m) => {
      const text = m.text();
      if (m.type() === 'error' && text.startsWith('Failed to fetch '))
        failures.add(text.split(' ').slice(0, 5).join(' '));
    });
    await page.reload();
    await expect(page).toHaveTitle(APP_TITLE);
    await expect.poll(() => failures.size, { timeout: 15_000 }).toBe(7);
    expect(await storedSiteData(page)).toEqual(online);
  } finally {
    await context.setOffline(false);
  }
});

test('hashed assets are immutable, the shell and worker revalidate, JS is compressed', async ({ request }) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  // On a page with a server-drawn first screen the entry and its preloads are named by the boot script's data.
  const scripts = [...html.matchAll(/(?:<script[^>]+src|data-entry)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  let compressed = 0;
  for (const src of scripts) {
    const asset = await request.get(src, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asset.status(), src).toBe(200);
    const cacheControl = asset.headers()['cache-control'] ?? '';
    expect(cacheControl, src).toContain('immutable');
    expect(cacheControl, src).toContain('max-age=31536000');
    expect(asset.headers()['content-type'], src).toMatch(/javascript/);
    if ((await asset.body()).length > 10_000) {
      expect(asset.headers()['content-encoding'], src).toMatch(/^(gzip|br)$/);
      compressed += 1;
    }
  }
  expect(compressed, 'at least one large JS entry').toBeGreaterThan(0);
});

test('the Content-Security-Policy allows no inline script', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("object-src 'none'");
});

// The preloaded files are the two subsets cut for Russian text (scripts/font-subsets-plugin.ts); the whole files are
// faces for the rest of their ranges, which a page fetches only when it shows such a letter.
test('only the Cyrillic and Latin font files ship, both cut for Russian text and preloaded', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const subset of ['cyrillic', 'latin']) {
    const preload = new RegExp(
      `<link rel="preload" href="(/assets/golos-ru-${subset}-[^"]+\\.woff2)" as="font" type="font/woff2" crossorigin>`,
    ).exec(html);
    expect(preload?.[1], subset).toBeTruthy();
    const font = await request.get(preload?.[1] ?? '');
    expect(font.status()).toBe(200);
    expect(font.headers()['cache-control']).toContain('immutable');
    // Cut: smaller than Fontsource's whole file of the subset (22 and 38 KB).
    expect((await font.body()).length, subset).toBeLessThan(subset === 'latin' ? 30_000 : 18_000);
  }
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1] ?? '');
  const styles = (await Promise.all(css.map(async (href) => (await request.get(href)).text()))).join('\n');
  expect(styles).toContain('golos-text-cyrillic-wght-normal');
  expect(styles).toContain('golos-text-latin-wght-normal');
  expect(styles).not.toMatch(/golos-text-(cyrillic|latin)-ext/);
});

test('a page of Russian text fetches only the two cut font files, and draws in Golos', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  for (const path of ['/', '/catalog', '/post/pochemu-nebo-goluboe', '/news']) {
    await page.goto(path);
    await expect(page.locator('#root main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.fonts.check('16px "Golos Text Variable"', 'Почему небо голубое? 1–2 «да»')),
    ).toBe(true);
  }
  expect([...new Set(fonts.map((f) => f.replace(/-[\w-]{8}\.woff2$/, '')))].sort()).toEqual([
    '/assets/golos-ru-cyrillic',
    '/assets/golos-ru-latin',
  ]);
});
