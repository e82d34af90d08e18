// The viewer's vote for a work: an offline action (special-vote, sync/mutations/special-contest*.ts).
// The device row shows at once and stays after the server applied it; without one, the server's
// answer to /video-vote-exist says whether the viewer voted elsewhere.
import { useEffect, useRef, useState } from 'react';
import { specialVoteKey } from '../../../../sync/mutations/special-contest-client.ts';
import { queueMutation } from '../../../lib/sync-client.ts';
import { fetchMyVote, type Rating } from './special-api.ts';
import { useDeviceQuery } from '../../../lib/device-query.ts';

export type VoteState = { vote: Rating; pending: boolean } | null | undefined;

export function useMyVote(owner: string | undefined, workId: number): VoteState {
  const signedIn = owner !== undefined && owner !== 'guest';
  const row = useDeviceQuery(
    (db) => (signedIn ? db.specialVotes.get(specialVoteKey(owner, workId)).then((r) => r ?? null) : null),
    [owner, workId],
  );
  const [server, setServer] = useState<{ key: string; vote: Rating | null } | undefined>();
  const key = `${owner}:${workId}`;
  // Asked once the device has answered that it has no row (a row already says how the viewer voted), and again
  // when the row goes (a rejected vote): the server's state is the truth then.
  const askServer = signedIn && row === null;
  // Checked at every commit, not by the effect's dependencies: the device's first answer is drawn in a transition
  // (web/lib/device-query.ts), and after an interrupted one React may skip an effect whose dependencies changed
  // (facebook/react#34556), which left a signed-in viewer's form drawn with their vote unknown.
  const asked = useRef<{ key: string; controller: AbortController } | null>(null);
  useEffect(() => {
    if (!askServer) {
      asked.current?.controller.abort();
      asked.current = null;
      return;
    }
    if (asked.current?.key === key) return;
    asked.current?.controller.abort();
    const controller = new AbortController();
    asked.current = { key, controller };
    fetchMyVote(workId, controller.signal).then(
      (r) => setServer({ key, vote: r.vote }),
      () => undefined,
    );
  });
  useEffect(
    () => () => {
      asked.current?.controller.abort();
      asked.current = null;
    },
    [],
  );
  if (!signedIn) return null;
  if (row)
    return {
      vote: { clarity: row.clarity, fascination: row.fascination, scientific: row.scientific },
      pending: row.pending,
    };
  const known = server?.key === key ? server.vote : undefined;
  if (known === undefined) return row === undefined ? undefined : null;
  return known ? { vote: known, pending: false } : null;
}

/** Queues the vote; false when the device is full (the notice is already shown). */
export function castVote(owner: string, workId: number, vote: Rating): Promise<boolean> {
  return queueMutation(owner, 'special-vote', { video_id: workId, ...vote });
}
