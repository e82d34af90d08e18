// Which failures may pass if retried: the database busy, restarting or out of space, on either
// engine (api/lib/db-errors.ts). Everything else (constraint violations, a bug, bad data) repeats on
// every retry, so sync turns it into a rejection of that one mutation instead of a 5xx that would
// wedge the device's queue.
import { isTransientDbError } from './db-errors.ts';

export function isTransientError(err: unknown): boolean {
  return isTransientDbError(err);
}
