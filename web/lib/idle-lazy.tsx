// A component whose code is off the first load: it loads once the first screen is drawn and the page is
// idle (whenIdle), or at once when `now()` says it is needed (offline, say; a widget a screen draws). Until
// then it draws its `fallback`, which must take the same room as the loaded component's resting state, or
// be marked aria-busy where the first screen waits for it, so nothing shifts. `preload()` loads it ahead
// (the server's first-screen build awaits it, so it draws the component itself). Code that failed to
// load (no network) is loaded again when the network returns.
import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from './when-idle.ts';
import { whenServerBack } from './reachability.ts';

interface IdleLazyOptions {
  /** Load without waiting for the page to be idle (checked when the component mounts). */
  now?: () => boolean;
  fallback?: ReactNode;
  /**
   * Draw a busy box meanwhile and load at once when it is on screen (the app's first screen waits for it
   * then, web/lib/when-idle.ts); below the screen it loads when the page is idle.
   */
  busyBox?: boolean;
  /** Window events that load it at once (a user's first queued action, the network going away). */
  loadOn?: readonly string[];
}

export function idleLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { now, fallback = null, busyBox = false, loadOn = [] }: IdleLazyOptions = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (a network gone mid-load) is tried again at the next mount.
        loading = null;
        throw error;
      },
    ));

  function IdleLazy(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      let stopWaiting: () => void = () => undefined;
      const go = () =>
        void start().then(
          // Drawn in a transition, in short slices: several such parts arrive together once the page is idle.
          (c) => live && startTransition(() => setComponent(() => c)),
          (error: unknown) => {
            console.error(error);
            // The network went before the service worker kept this code: the network's return loads it, so a
            // part like the pending-actions count is not missing for the rest of the tab's life.
            if (!live) return;
            stopWaiting();
            stopWaiting = whenServerBack(() => {
              stopWaiting();
              go();
            });
          },
        );
      // Where the busy box is comes from an observer, after the frame's own layout: measuring it here forced
      // the page's layout into the task of every effect of the page just drawn (issue 17).
      let seen: IntersectionObserver | null = null;
      if (now?.()) go();
      else if (box.current)
        (seen = new IntersectionObserver(([entry]) => {
          seen?.disconnect();
          if (entry && entry.boundingClientRect.top < window.innerHeight) go();
          else whenIdle(go);
        })).observe(box.current);
      else whenIdle(go);
      for (const name of loadOn) window.addEventListener(name, go);
      return () => {
        live = false;
        seen?.disconnect();
        for (const name of loadOn) window.removeEventListener(name, go);
        stopWaiting();
      };
    }, [Component]);
    if (Component) return <Component {...props} />;
    return busyBox ? <div ref={box} className="widget-loading" aria-busy="true" /> : fallback;
  }
  return Object.assign(IdleLazy, { preload: start });
}
