// `npx tsx scripts/docs-screenshots.ts`: the README's pictures of the home page at 375 px and at desktop width,
// taken from the real server (its bundle, with the demo content, on a temporary DATA_DIR) after `npx vite build`.
// Written small (a palette PNG) into docs/img/, so the repository stays light. It never touches ./data.
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from '../tests/e2e/chromium-path.ts';
import { appTookOver } from '../tests/e2e/page-models/first-screen.ts';
import { startOwnServer } from '../tests/e2e/server.ts';

const SHOTS = [
  { file: 'docs/img/home-375.png', width: 375, height: 812 },
  { file: 'docs/img/home-desktop.png', width: 1280, height: 800 },
] as const;

const server = await startOwnServer(undefined, { DEV_AUTH: '0' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await appTookOver(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = await page.screenshot();
    await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9, effort: 10 }).toFile(shot.file);
    console.log(`${shot.file}: ${shot.width}×${shot.height}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
