// The address the page was opened with, read when the first load runs, before the router normalises the
// search (a bare '?auth' is not one of the home route's values and would be dropped), and the test for
// the account flags in an address. Apart from auth-url-flags.tsx, which loads only when a flag is there.
// Kept only when it carries a flag: otherwise the current address is the one to read.
let openedWith: string | null =
  typeof window !== 'undefined' && hasAuthFlags(window.location.href) ? window.location.href : null;

/** The opened address, once: later calls (after the router has changed the address) get null. */
export function takeOpenedAddress(): string | null {
  const href = openedWith;
  openedWith = null;
  return href;
}

/** Whether an address carries a flag of accounts: ?auth, ?temporary_token, or / with ?state&code. */
export function hasAuthFlags(href: string): boolean {
  const url = new URL(href);
  const params = url.searchParams;
  return (
    params.has('auth') ||
    params.has('temporary_token') ||
    (url.pathname === '/' && params.has('state') && params.has('code'))
  );
}

/** Whether the opened address (not yet handled) or the current one carries a flag. */
export function flagsWaiting(current: string): boolean {
  return openedWith !== null || hasAuthFlags(current);
}
