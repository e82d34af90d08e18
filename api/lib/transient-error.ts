// Which failures may pass if retried: SQLite busy/locked, a full disk, I/O and memory errors.
// Everything else (constraint violations, a bug, bad data) repeats on every retry, so sync turns
// it into a rejection of that one mutation instead of a 5xx that would wedge the device's queue.
const TRANSIENT_CODE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|NOMEM|CANTOPEN|PROTOCOL|INTERRUPT)/;

export function isTransientError(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
  return typeof code === 'string' && TRANSIENT_CODE.test(code);
}
