// Runs work that the first screen does not need once the page has loaded, its first screen is
// drawn and the browser is idle (or after `timeout` ms at the latest), so it never competes with
// the first paint. 'Drawn' means the main area has content and no placeholder on the first screen
// is marked aria-busy: the load event alone fires while a page still waits for its first data.
const CONTENT_WAIT_MS = 3000;

function contentShown(): boolean {
  const main = document.getElementById('main');
  if (!main || main.childElementCount === 0) return false;
  const busy = document.querySelectorAll('[aria-busy="true"]');
  return ![...busy].some((el) => el.getBoundingClientRect().top < window.innerHeight);
}

function afterFirstContent(then: () => void): void {
  if (contentShown()) return then();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new MutationObserver(() => contentShown() && finish());
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(finish, CONTENT_WAIT_MS);
}

function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

function onIdle(work: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 200);
}

export function whenIdle(work: () => void, timeout = 2000): void {
  afterLoad(() => afterFirstContent(() => onIdle(work, timeout)));
}

/** Like whenIdle, but without waiting for the first screen: for what offline use depends on. */
export function whenLoadedIdle(work: () => void, timeout = 2000): void {
  afterLoad(() => onIdle(work, timeout));
}
