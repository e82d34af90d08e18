// The browser the page benchmarks measure with: one headless Chromium setup and one phone-sized Russian page,
// so the first-load and first-visit numbers are taken under the same conditions.
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/chromium-path.ts';

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** A page in a fresh profile with a phone's screen and a Russian locale. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'ru-RU' });
  return context.newPage();
}
