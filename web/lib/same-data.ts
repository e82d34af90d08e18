// Whether two answers hold the same data: the device store and the network answer the same call with equal
// objects that are not the same object, and a screen handed the second would draw itself again for nothing.
import { useMemo, useState } from 'react';

export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * `value`, or the object shown before while `value` holds the same data: the parts drawn from it (memoised)
 * are not drawn again when the device store answers with what the network already did (a whole post, issue 17).
 */
export function useSameData<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const same = useMemo(() => sameData(kept, value), [kept, value]);
  // Stored during the render that sees new data: React's pattern for a value derived from the previous render.
  if (!same) setKept(() => value);
  return same ? kept : value;
}
