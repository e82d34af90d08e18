// Whether two answers hold the same data: the device store and the network answer the same call with equal
// objects that are not the same object, and a screen handed the second would draw itself again for nothing.

export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
