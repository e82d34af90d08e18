// The change epoch on PostgreSQL, read at most once per EPOCH_FRESH_MS by this process instead of once per kept
// answer: every cached answer (catalogue, home page, a post) would otherwise cost a round trip of its own, the
// largest part of a signed-in home page's work. This process's own writes make it read again at once, so a
// pupil's write is in their next answer on this node; another node's write is seen within EPOCH_FRESH_MS
// (docs/scaling.md: caches follow a write on every node within 1 s).
export const EPOCH_FRESH_MS = 100;

export interface EpochMemo {
  read(): Promise<string>;
  /** This process wrote (or is writing): the next read asks the database. */
  changed(): void;
}

export function epochMemo(readEpoch: () => Promise<string>, freshMs = EPOCH_FRESH_MS): EpochMemo {
  // A read that began before a write of ours may answer the epoch from before it: such an answer is never
  // kept nor shared with reads that begin after the write (`generation` tells them apart).
  let generation = 0;
  let memo: { generation: number; value: string; at: number } | null = null;
  let inflight: { generation: number; value: Promise<string> } | null = null;
  return {
    read() {
      if (memo && memo.generation === generation && Date.now() - memo.at < freshMs) return Promise.resolve(memo.value);
      if (inflight && inflight.generation === generation) return inflight.value;
      const started = { generation, at: Date.now() };
      const value = readEpoch().then((epoch) => {
        if (started.generation === generation) memo = { generation: started.generation, value: epoch, at: started.at };
        return epoch;
      });
      const mine = { generation: started.generation, value };
      inflight = mine;
      const clear = () => {
        if (inflight === mine) inflight = null;
      };
      value.then(clear, clear);
      return value;
    },
    changed() {
      generation += 1;
      memo = null;
    },
  };
}
