// After-commit work shared by the engines' units of work: callbacks run in order, each awaited,
// and a failing one is reported, never thrown, since the write it follows is already committed.
export type AfterCommit = () => void | Promise<void>;

export async function runAfterCommit(callbacks: AfterCommit[], onError: (err: unknown) => void): Promise<void> {
  for (const cb of callbacks) {
    try {
      await cb();
    } catch (err) {
      onError(err);
    }
  }
}
