// A full device store, recognised however IndexedDB and Dexie report it (the error itself, or
// an AbortError of the transaction with the quota error inside), and passed to the page under
// one name it can test across comlink: 'QuotaExceededError'.
function nameOf(e: unknown): string {
  return typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' ? e.name : '';
}

export function isQuotaExceeded(e: unknown): boolean {
  if (nameOf(e) === 'QuotaExceededError') return true;
  if (typeof e !== 'object' || e === null) return false;
  if ('inner' in e && isQuotaExceeded(e.inner)) return true;
  return nameOf(e) === 'AbortError' && 'message' in e && typeof e.message === 'string' && /quota/i.test(e.message);
}

/** Runs fn; a quota failure is rethrown as a plain Error named QuotaExceededError. */
export async function withQuotaName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!isQuotaExceeded(e)) throw e;
    const error = new Error('The device storage is full');
    error.name = 'QuotaExceededError';
    throw error;
  }
}
