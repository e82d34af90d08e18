// A value kept outside React, read like useSyncExternalStore, except that a change re-renders in a
// transition: React draws it in short slices and yields to input between them. useSyncExternalStore
// always re-renders at once in one task, so a store every card and the shell read (the device
// store opening, the site data arriving) made one long task of the whole page (Lighthouse's total
// blocking time). Components may see a change a moment apart; each shows a whole answer meanwhile.
import { startTransition, useEffect, useState } from 'react';

/** `read()`'s value; `key` names what `read` reads, so a new key reads at once. */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
  key?: unknown,
): T {
  const [state, setState] = useState(() => ({ key, value: read() }));
  useEffect(() => {
    const update = () => {
      const value = read();
      startTransition(() => setState((s) => (s.key === key && Object.is(s.value, value) ? s : { key, value })));
    };
    update();
    return subscribe(update);
    // `read` is described completely by `key`; `subscribe` is a module's function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : read();
}
