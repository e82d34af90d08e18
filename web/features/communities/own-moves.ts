// The viewer's own membership moves (join, leave, request, cancel) are offline actions: queued on
// the device with their local effect in one transaction, sent exactly once when the network allows
// (sync/mutations/communities-client.ts). The screen shows the waiting state from the device.
import { useEffect, useRef } from 'react';
import { communityMembershipKey } from '../../../sync/mutations/communities-client.ts';
import type { CommunityState } from '../../../sync/rules/communities.ts';
import { ownerOf } from '../../lib/session.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { isOffline } from '../../lib/reachability.ts';

export type OwnMove = 'join' | 'leave' | 'request' | 'request-cancel';

export const communityKey = (viewerId: number | null, id: number) => `community:${viewerId ?? 'guest'}:item:${id}`;

const QUEUED_OFFLINE = 'Нет подключения. Действие сохранено на устройстве и будет отправлено, когда появится сеть.';
const SENT: Record<OwnMove, string | null> = {
  join: null,
  leave: null,
  request: 'Заявка отправлена. Владелец сообщества рассмотрит её.',
  'request-cancel': null,
};

/** Queues the move; answers a note to show (or null). False from the queue: the device is full (already said). */
export async function runOwnMove(move: OwnMove, communityId: number, viewerId: number): Promise<string | null> {
  const queued = await queueMutation(ownerOf({ id: viewerId }), `community-${move}`, { community_id: communityId });
  if (!queued) return null;
  return !isOffline() ? SENT[move] : QUEUED_OFFLINE;
}

/**
 * The state a waiting move leads to (undefined when none waits). `onSettled` runs when a waiting
 * move is answered, so the screen reads the community again and shows the server's state.
 */
export function useWaitingMove(
  viewerId: number | null,
  communityId: number,
  onSettled: () => void,
): CommunityState | undefined {
  const key = viewerId === null ? null : communityMembershipKey(ownerOf({ id: viewerId }), communityId);
  const row = useDeviceQuery((db) => (key ? db.communityMemberships.get(key) : undefined), [key]);
  const waited = useRef(false);
  useEffect(() => {
    if (row) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      onSettled();
    }
  }, [row, onSettled]);
  return row?.state as CommunityState | undefined;
}

/** Every waiting move of the viewer, by community id (for the catalogue's cards). */
export function useWaitingMoves(viewerId: number | null): ReadonlyMap<number, CommunityState> {
  const prefix = viewerId === null ? null : `${ownerOf({ id: viewerId })}:`;
  const rows = useDeviceQuery(
    (db) => (prefix ? db.communityMemberships.where('key').startsWith(prefix).toArray() : []),
    [prefix],
  );
  return new Map((rows ?? []).map((r) => [r.communityId, r.state as CommunityState]));
}
