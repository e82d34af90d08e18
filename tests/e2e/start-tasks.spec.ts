// How a first visit's start is cut into tasks (issue 17): React DOM's code (about 200 KB of the entry) runs in a
// task after the entry's own evaluation (web/app/react-dom-on-demand.cjs). Run with the entry, it made one task of
// 110 to 180 ms on a slow phone, most of a page's total blocking time.
import { expect, test } from '@playwright/test';

test('React DOM runs in a task after the entry has run, and the app still takes over the first screen', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { __startOrder: order });
    // The entry marks the server's first screen inert as it runs: a mutation observer hears of it as soon as the
    // entry's evaluation ends (a microtask of that task), so before anything a later task does.
    new MutationObserver((records, observer) => {
      if (!records.some((r) => r.attributeName === 'inert')) return;
      order.push('entry ran');
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['inert'] });
    // React DOM introduces itself to the DevTools hook while its own module runs (production builds too).
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => {
          order.push('react-dom ran');
          return 1;
        },
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
      },
    });
  });
  await page.goto('/catalog');
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root .content-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __startOrder: string[] }).__startOrder)).toEqual([
    'entry ran',
    'react-dom ran',
  ]);
});
