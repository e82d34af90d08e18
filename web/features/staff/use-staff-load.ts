// Loads one staff list and reloads it after an action; errors become the catalogue's Russian text.
import { useCallback, useEffect, useState } from 'react';
import { messageFor } from '../../lib/error-messages.ts';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

export function useStaffLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` names what `load` reads
  const stable = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    stable().then(
      (d) => live && (setData(d), setError(null)),
      (e: unknown) => live && setError(messageFor(e as Parameters<typeof messageFor>[0])),
    );
    return () => {
      live = false;
    };
  }, [stable, tick]);
  return { data, error, reload: () => setTick((n) => n + 1) };
}

/** Runs an action, then `after`; answers the Russian error text or null. */
export async function runAction(action: () => Promise<unknown>, after: () => void): Promise<string | null> {
  try {
    await action();
    after();
    return null;
  } catch (e) {
    return messageFor(e as Parameters<typeof messageFor>[0]);
  }
}
