// Whether two answers hold the same data: the device store and the network answer the same call with equal
// objects that are not the same object, and a screen handed the second would draw itself again for nothing.
// useSharedStructure goes further for a value that changed in part: a list's page appended, or the device's copy
// of the cards the network gave (issue 17: the catalogue's 18 cards were drawn four times over while its first
// screen settled). Every part equal to the last value drawn stays that value's own object, so memoised children
// skip it. Here, with sameData, so the entry chunk carries it (a file of its own was a chunk of its own).
import { replaceEqualDeep } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

// A Map or Set writes as '{}' in JSON: its entries are written instead, or two answers of a quiz would look the same.
const withEntries = (_key: string, value: unknown) =>
  value instanceof Map ? { map: [...value] } : value instanceof Set ? { set: [...value] } : value;

export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a, withEntries) === JSON.stringify(b, withEntries);
  } catch {
    return false;
  }
}

/** `value`, with every part deeply equal to the last committed value replaced by that value's own part. */
export function useSharedStructure<T>(value: T): T {
  const last = useRef(value);
  const shared = replaceEqualDeep(last.current, value);
  useEffect(() => {
    last.current = shared;
  });
  return shared;
}
