// The memo of the change epoch: one read serves the reads of the next moment, but never a read that begins after
// this process wrote, and never longer than its freshness.
import { describe, expect, it } from 'vitest';
import { epochMemo } from './epoch-memo.ts';

function counter() {
  let value = 0;
  const reads: (() => void)[] = [];
  return {
    bump: () => (value += 1),
    /** A read that answers when `answer` is called, with the value it saw when it began. */
    slow: () =>
      new Promise<string>((resolve) => {
        const seen = String(value);
        reads.push(() => resolve(seen));
      }),
    fast: () => Promise.resolve(String(value)),
    answer: () => reads.splice(0).forEach((r) => r()),
    get asked() {
      return reads.length;
    },
  };
}

describe('epoch memo', () => {
  it('shares one read among the reads of the next moment', async () => {
    const db = counter();
    let asked = 0;
    const memo = epochMemo(() => ((asked += 1), db.fast()), 60_000);
    expect(await Promise.all([memo.read(), memo.read()])).toEqual(['0', '0']);
    db.bump();
    expect(await memo.read()).toBe('0');
    expect(asked).toBe(1);
  });

  it("reads again at once after this process's write, even while an older read is on its way", async () => {
    const db = counter();
    const memo = epochMemo(() => db.slow(), 60_000);
    const before = memo.read();
    db.bump();
    memo.changed();
    const after = memo.read();
    expect(db.asked).toBe(2);
    db.answer();
    expect(await before).toBe('0');
    expect(await after).toBe('1');
    // The older read's answer was not kept: the next read is the newer one's.
    expect(await memo.read()).toBe('1');
  });

  it('asks the database again once its answer is older than its freshness', async () => {
    const db = counter();
    const memo = epochMemo(() => db.fast(), 0);
    expect(await memo.read()).toBe('0');
    db.bump();
    expect(await memo.read()).toBe('1');
  });
});
