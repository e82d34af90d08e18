// The viewer's relation to another user (following, blocked) and the profile's counts: read from
// the server, with a follow or block made on this device (even offline) shown at once until the
// server has it; then the counts are read again.
import { useCallback, useEffect, useState } from 'react';
import { userRelationItemKey, userRelationRowKey } from '../../../sync/mutations/user-relations-client.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { UserRelationRow } from '../../lib/local-db.ts';
import { dismissRejectedAction, useRejectedAction } from '../../lib/rejected-action.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { fetchRelations, type Relations } from './social-api.ts';
import type { ListedUser } from './user-list.tsx';
import { useDeviceQuery } from '../../lib/device-query.ts';

/** `skip`: the hook asks the server nothing (the own profile, which reads the device). */
export function useRelations(userId: number, skip = false) {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  // The server's answer with the device rows' state it was read after (`settledKey` below).
  const [server, setServer] = useState<{ relations: Relations; after: string } | null>(null);
  const [offline, setOffline] = useState(false);
  const load = useCallback(
    async (signal: AbortSignal, after: string) => {
      if (skip) return;
      try {
        const relations = await fetchRelations(userId, signal);
        if (signal.aborted) return;
        setServer({ relations, after });
        setOffline(false);
      } catch (e) {
        if (!signal.aborted) setOffline(e instanceof ApiError && e.kind === 'network');
      }
    },
    [userId, skip],
  );
  const rows = useDeviceQuery(
    async (db) =>
      owner
        ? {
            follow: await db.userRelations.get(userRelationRowKey(owner, 'follow', userId)),
            block: await db.userRelations.get(userRelationRowKey(owner, 'block', userId)),
          }
        : null,
    [owner, userId],
  );
  const settledKey = `${owner}:${rows?.follow?.pending ?? '-'}:${rows?.block?.pending ?? '-'}:${rows?.follow?.updatedAt ?? ''}:${rows?.block?.updatedAt ?? ''}`;
  useEffect(() => {
    // Each read stops the one before: the answer to a read sent before the last follow or unfollow reached the
    // server, arriving after the newer one, showed the old state until the page was opened again.
    const read = new AbortController();
    void load(read.signal, settledKey);
    return () => read.abort();
  }, [load, settledKey]);

  const followRejected = useRejectedAction(owner, userRelationItemKey('follow', userId));
  const blockRejected = useRejectedAction(owner, userRelationItemKey('block', userId));
  // The device's rows stand until the server has been read since they last changed: a row sent, or one a pull
  // took away (no longer following), is newer than an answer read before. Shown instead, that answer brought the
  // old state back for a moment (and a tap then did the opposite of what the button had said).
  const answered = server?.after === settledKey;
  const pick = (row: { on: boolean; pending: boolean } | undefined, fromServer: boolean | undefined) =>
    row?.pending || !answered || fromServer === undefined ? (row?.on ?? false) : fromServer;
  const relations = server?.relations ?? null;
  const following = pick(rows?.follow, relations?.isFollowing);
  const blocked = pick(rows?.block, relations?.isBlocked);

  const set = async (kind: 'follow' | 'block', on: boolean) => {
    if (!owner) return;
    dismissRejectedAction(owner, kind === 'follow' ? followRejected : blockRejected);
    await queueMutation(owner, kind === 'follow' ? 'follow-set' : 'block-set', { user_id: userId, on });
  };
  return {
    signedIn: !!owner,
    self: user?.id === userId,
    server: relations,
    offline,
    following,
    blocked,
    pending: !!rows?.follow?.pending || !!rows?.block?.pending,
    error: followRejected?.message ?? blockRejected?.message ?? null,
    follow: (on: boolean) => set('follow', on),
    block: (on: boolean) => set('block', on),
  };
}

export interface OwnRelationLists {
  following: ListedUser[];
  followers: ListedUser[];
  /** Whom the owner blocked; one just unblocked here stays listed until sent, to undo a slip. */
  blocked: ListedUser[];
}

/** The signed-in user's own lists from the device (pulled from the server, with this device's wishes). */
export function useOwnRelationLists(owner: string | null): OwnRelationLists | undefined {
  return useDeviceQuery(
    async (db) => {
      if (!owner) return undefined;
      const rows = (await db.userRelations.where('key').startsWith(`${owner}:`).toArray()).sort((a, b) =>
        (b.since ?? b.updatedAt).localeCompare(a.since ?? a.updatedAt),
      );
      const of = (kind: UserRelationRow['kind'], keep: (r: UserRelationRow) => boolean) =>
        rows
          .filter((r) => r.kind === kind && keep(r))
          .map((r) => ({ id: r.userId, name: r.name ?? '', avatar: r.avatar ?? null }));
      return {
        following: of('follow', (r) => r.on),
        followers: of('follower', (r) => r.on),
        blocked: of('block', (r) => r.on || r.pending),
      };
    },
    [owner],
  );
}
