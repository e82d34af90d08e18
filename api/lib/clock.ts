// The server's "now" for every rule with a time limit (code cooldown and expiry, daily and per-window
// limits, upload windows, bans), in one place so a test can stand on a limit's edge to the second.
// Production code only reads it; only tests set it, and a set clock stays still until moved or reset.

let frozenAt: number | null = null;

/** Milliseconds since the epoch: the set time in a test, else the system clock. */
export function nowMs(): number {
  return frozenAt ?? Date.now();
}

/** The same instant as an ISO string, the form the tables store. */
export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}

/** Tests only: stops the clock at `at` (ms or Date); `null` gives the system clock back. */
export function setClock(at: number | Date | null): void {
  frozenAt = at === null ? null : typeof at === 'number' ? at : at.getTime();
}

/** Tests only: moves the clock forward by `ms` (it stays stopped at the new time). */
export function advanceClock(ms: number): void {
  frozenAt = nowMs() + ms;
}
