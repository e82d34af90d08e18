// Runs work that the first screen does not need once the page has loaded and the browser is
// idle (or after `timeout` ms at the latest), so it never competes with the first paint.
export function whenIdle(work: () => void, timeout = 2000): void {
  const run = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
