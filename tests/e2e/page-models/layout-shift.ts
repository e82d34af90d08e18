// Measures Cumulative Layout Shift in the page the way Chrome reports it: layout-shift entries
// without recent input, grouped in session windows (gap < 1 s, window < 5 s), the largest window wins.
import type { APIRequestContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __cls?: { value: number; sources: string[] };
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
}

/** Installs the observer before any page script runs; call before the first navigation. */
export async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { value: 0, sources: [] as string[] };
    window.__cls = state;
    let windowValue = 0;
    let windowStart = 0;
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        if (entry.startTime - last > 1000 || entry.startTime - windowStart > 5000) {
          windowValue = 0;
          windowStart = entry.startTime;
        }
        windowValue += entry.value;
        last = entry.startTime;
        state.value = Math.max(state.value, windowValue);
        for (const s of entry.sources ?? []) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          if (el)
            state.sources.push(`${entry.value.toFixed(3)} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's CLS so far, with the shifted elements (for a readable failure). */
export async function layoutShift(page: Page): Promise<{ value: number; sources: string[] }> {
  return page.evaluate(() => window.__cls ?? { value: -1, sources: [] });
}

export interface ScreenAddresses {
  article: string;
  podcast: string;
  video: string;
  event: string;
  course: string;
  step: string;
  quiz: string;
  contestWork: string;
  /** The work upload screen of a contest collecting works (content-only layout). */
  workUpload: string;
}

/** One real address per screen type, asked from the API so the test follows the seed. */
export async function screenAddresses(request: APIRequestContext): Promise<ScreenAddresses> {
  const first = async (path: string) => {
    const item = ((await (await request.get(path)).json()) as { list: { slug: string; id: number }[] }).list[0];
    if (!item) throw new Error(`${path} listed nothing: the demo seed is missing`);
    return item;
  };
  const course = await first('/api/course?limit=1');
  const steps = ((await (await request.get(`/api/course/${course.id}`)).json()) as { steps: { id: number }[] }).steps;
  const quiz = ((await (await request.get('/api/quiz/get_for_banner')).json()) as { quiz: { id: number } }).quiz;
  if (!steps[0]) throw new Error(`course ${course.id} has no steps`);
  return {
    video: `/post/${(await first('/api/catalog?page_type_id=1&limit=1')).slug}`,
    podcast: `/post/${(await first('/api/catalog?page_type_id=2&limit=1')).slug}`,
    article: `/post/${(await first('/api/catalog?page_type_id=3&limit=1')).slug}`,
    event: `/event/${(await first('/api/event/catalog?limit=1')).slug}`,
    course: `/course/${course.id}`,
    step: `/course/${course.id}/${steps[0].id}`,
    quiz: `/quizzes/${quiz.id}`,
    contestWork: `/contests/special/${(await first('/api/contest-learn-known/video-list?limit=1')).id}`,
    workUpload: `/contests/work?contest=${(await first('/api/contest/catalog?contest_active_id=1&limit=100')).id}`,
  };
}

/** A school-network latency (Chromium's DevTools protocol), so pieces that arrive late are seen arriving. */
export async function slowNetwork(page: Page, latencyMs = 200): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: 4_000_000 / 8,
    uploadThroughput: 1_000_000 / 8,
  });
}
