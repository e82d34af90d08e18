// One writer at a time without blocking the event loop: better-sqlite3 is synchronous, so an async
// transaction that awaits between statements must hold the connection until it commits.
export class AsyncLock {
  private tail: Promise<void> = Promise.resolve();

  /** Runs `fn` when every earlier holder has finished; a failure releases the lock too. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
