// A component whose code is off the first load: it loads once the first screen is drawn and the page is
// idle (whenIdle), or at once when `now()` says it is needed (offline, say). Until then it draws its
// `fallback`, which must take the same room as the loaded component's resting state, so nothing shifts.
// Never use it for what the first screen shows: that would only move bytes, not save them.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from './when-idle.ts';

interface IdleLazyOptions {
  /** Load without waiting for the page to be idle (checked when the component mounts). */
  now?: () => boolean;
  fallback?: ReactNode;
}

export function idleLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { now, fallback = null }: IdleLazyOptions = {},
): ComponentType<P> {
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

  return function IdleLazy(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      const go = () =>
        void start().then(
          (c) => live && setComponent(() => c),
          (error: unknown) => console.error(error),
        );
      if (now?.()) go();
      else whenIdle(go);
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : fallback;
  };
}
