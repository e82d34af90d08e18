// While the server's first screen is shown, the app draws beneath it unseen (`visibility: hidden`, see
// web/styles/first-screen.css), and the browser moves no focus into an unseen element: a dialog opened by a tap on
// the server's copy would open with the focus nowhere. Whoever needs the focus then waits for the swap.
import { FIRST_SCREEN_ID } from '../../sync/protocol/first-screen.ts';

const SHOWN = 'nauka:app-shown';

/** Said by web/app/first-screen.ts once the server's copy is gone and the app is seen. */
export function announceAppShown(): void {
  window.dispatchEvent(new Event(SHOWN));
}

/** Runs `then` once the app is seen (at once when it is); returns a function that stops waiting. */
export function whenAppShown(then: () => void): () => void {
  if (!document.getElementById(FIRST_SCREEN_ID)) {
    then();
    return () => undefined;
  }
  window.addEventListener(SHOWN, then, { once: true });
  return () => window.removeEventListener(SHOWN, then);
}
