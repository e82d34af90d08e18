// Takes over from the server's first screen (#first-screen, drawn by api/features/first-screen from web/ssr):
// the app renders into #root beneath it, unseen, and the server's copy is removed in one frame once the app's
// own first screen is drawn, so there is no blank, no skeleton flash and no shift. The server copy is inert from
// the moment the bundle runs: its buttons have no handlers, and a tap must reach the app's copy instead; a tap made
// before, kept by the boot script, is replayed on the app's copy (first-screen-replay.ts). The copy is kept for the
// service worker, so the next cold start (offline too) paints it at once.
import '../styles/first-screen.css';
// What the server draws is styled before the route chunks that normally bring these styles arrive.
import '../components/content-card.css';
import '../features/social/collections.css';
import '../styles/sync.css';
import '../features/catalog/catalog.css';
import '../features/post/post.css';
import '../features/post/offline-save/offline-save.css';
import '../components/content-blocks/content-blocks.css';
import '../components/share-buttons.css';
import '../features/audio-player/audio-player.css';
import '../features/home/home.css';
// The other public pages the server draws (issue 43): news, events, courses, quizzes, contests (the video contest
// too), communities, members.
import '../features/news/news.css';
import '../features/events/events.css';
import '../features/learning/courses/courses.css';
import '../features/learning/quizzes/quizzes.css';
import '../components/quiz-player/quiz-player.css';
import '../features/contests/contests.css';
import '../features/contests/special/special.css';
import '../features/communities/communities.css';
import '../features/users/users.css';
// And what every first screen's app copy draws from its lazy parts (comments, reactions, word tooltips, forms, the
// profile badges, the edit pen): a stylesheet added while a page starts restyles the whole document (issue 17;
// `bench:web --check` fails when one of home, the catalogue or a post adds one).
import '../components/edit-pen/edit-pen.css';
import '../components/word-tooltips/word-tooltips.css';
import '../features/profile/profile.css';
import '../features/comments/comments.css';
import '../components/ui/form-fields.css';
import '../components/event-registration/event-form.css';
import '../features/reactions/reactions.css';
import { FIRST_SCREEN_CACHE, FIRST_SCREEN_ID, firstScreenKey } from '../../sync/protocol/first-screen.ts';
import { announceAppShown } from '../lib/app-shown.ts';
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

/** Keeps the page's first screen for the service worker, which answers the next cold start with it (sw.ts). */
function keepForNextStart(html: Promise<string>): void {
  if (!('caches' in window)) return;
  void html
    .then((text) =>
      caches
        .open(FIRST_SCREEN_CACHE)
        .then((cache) =>
          cache.put(firstScreenKey(location.href), new Response(text, { headers: { 'Content-Type': 'text/html' } })),
        ),
    )
    .catch(() => undefined);
}

export function takeOverFirstScreen(root: HTMLElement): void {
  const server = document.getElementById(FIRST_SCREEN_ID);
  if (!server) return;
  server.inert = true;
  // A button tapped before the app ran, marked by web/public/first-screen-boot.js.
  const tapped = server.querySelector('[data-tapped]');
  const deadline = performance.now() + TAKEOVER_WAIT_MS;
  const replay = tapped && import('./first-screen-replay.ts');
  // Copying the page's HTML is work of its own: a task of its own, not part of the bundle's start.
  setTimeout(
    () => keepForNextStart(replay ? replay.then((m) => m.untappedHtml(server)) : Promise.resolve(server.innerHTML)),
    0,
  );
  afterFirstContent(() => {
    void picturesDecoded(root).then(() =>
      requestAnimationFrame(() => {
        server.remove();
        announceAppShown();
        if (tapped && replay)
          void replay.then((m) => m.replayTap(tapped, server, root, deadline)).catch(() => undefined);
      }),
    );
  }, TAKEOVER_WAIT_MS);
}
