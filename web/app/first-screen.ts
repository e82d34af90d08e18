// Takes over from the server's first screen (#first-screen, drawn by api/features/first-screen from web/ssr):
// the app renders into #root beneath it, unseen, and the server's copy is removed in one frame once the app's
// own first screen is drawn, so there is no blank, no skeleton flash and no shift. The server copy is inert from
// the moment the bundle runs: its buttons have no handlers, and a tap must reach the app's copy instead.
import '../styles/first-screen.css';
// What the server draws is styled before the route chunks that normally bring these styles arrive.
import '../components/content-card.css';
import '../features/social/collections.css';
import '../styles/sync.css';
import '../features/catalog/catalog.css';
import { FIRST_SCREEN_ID } from '../../sync/protocol/first-screen.ts';
import { afterFirstContent } from '../lib/when-idle.ts';

/** Longest the server's copy stays when the app keeps a placeholder on the first screen (slow network). */
const TAKEOVER_WAIT_MS = 8000;
/** Longest the swap waits for the app's pictures to decode (they are in the memory cache already). */
const DECODE_WAIT_MS = 300;

function picturesDecoded(root: HTMLElement): Promise<unknown> {
  const visible = [...root.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().top < innerHeight);
  const decoded = Promise.all(visible.map((img) => img.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((done) => setTimeout(done, DECODE_WAIT_MS))]);
}

export function takeOverFirstScreen(root: HTMLElement): void {
  const server = document.getElementById(FIRST_SCREEN_ID);
  if (!server) return;
  server.inert = true;
  afterFirstContent(() => {
    void picturesDecoded(root).then(() => requestAnimationFrame(() => server.remove()));
  }, TAKEOVER_WAIT_MS);
}
