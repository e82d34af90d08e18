// The server's first screen (#first-screen) and the app that takes over from it: holding the app's scripts
// back shows what the browser paints from the HTML alone; LCP is read the way Chrome reports it.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __lcp?: number;
    __serverCardFirst?: boolean;
    __appClicks?: string[];
  }
}

/** Holds every script of the app until the returned function is called (the bundle 'on a slow network'). */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records the latest largest-contentful-paint time; call before the first navigation. */
export async function observeLcp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

export const lcpOf = (page: Page): Promise<number | undefined> => page.evaluate(() => window.__lcp);

/** Cards whose titles a user can see now (the unseen app beneath the server's copy does not count). */
export function visibleCardTitles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.content-card__title')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => el.title),
  );
}

/** Records whether the first card to enter the document was the server's copy (#first-screen), not the app's. */
export async function observeFirstCard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('article.content-card')) return;
      window.__serverCardFirst =
        !!document.querySelector('#first-screen article.content-card') && !document.querySelector('#root article');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export const serverCardFirst = (page: Page): Promise<boolean | undefined> =>
  page.evaluate(() => window.__serverCardFirst);

/** Whether the service worker's cache keeps a first screen for `path` (web/sw-first-screens.ts). */
export function firstScreenKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    async (key) => !!(await (await caches.open('first-screens')).match(key)),
    `/first-screen${path}`,
  );
}

/** Waits until the app has taken over from the server's first screen (its copy is gone). */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
}

/** Records the name of every button clicked in the app's copy (#root), by a user or by the replay of a tap. */
export async function recordAppClicks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__appClicks = [];
    document.addEventListener(
      'click',
      (e) => {
        const button = e.target instanceof Element && e.target.closest('#root button');
        if (button) window.__appClicks!.push(button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '');
      },
      true,
    );
  });
}

export const appClicks = (page: Page): Promise<string[]> => page.evaluate(() => window.__appClicks ?? []);

const FIRST_ANSWERS = /<script type="application\/json" id="first-answers">[\s\S]*?<\/script>/;

/** The API answers a page's HTML carries for a guest's app (web/lib/first-answers.ts), by address. */
export function firstAnswersOf(html: string): Record<string, unknown> {
  const found = FIRST_ANSWERS.exec(html);
  return found ? (JSON.parse(found[0].replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>) : {};
}

/**
 * For a test that rewrites the API's answers (page.route): pages arrive without the answers their first screen was
 * drawn from, which the app would take instead of asking, so it asks the API as a signed-in user's app does.
 */
export async function withoutFirstAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace(FIRST_ANSWERS, '') });
    },
  );
}
