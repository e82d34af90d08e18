// Retry delay after a transient failure: exponential, capped, with full jitter (AWS's
// "full jitter") so many devices coming back online do not push in lockstep.
const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/** A delay in [0, min(cap, base * 2^(attempts-1))); `random` returns [0, 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * exp);
}
