// The special contest's data, device first: the landing, each work opened and the mentor's pupils
// are kept in Dexie per owner (stored-resource), so they read offline after one visit online.
import { useCallback } from 'react';
import { putRows } from '../../../lib/device-rows.ts';
import { localDb } from '../../../lib/local-db.ts';
import { ownerOf, useCurrentUser } from '../../../lib/session.ts';
import { useStoredPage, useStoredValue } from '../../../lib/stored-resource.ts';
import { WORKS_PAGE_SIZE } from '../../../../sync/rules/contests.ts';
import {
  fetchAnotherVideos,
  fetchJoinKey,
  fetchMyWorks,
  fetchParticipation,
  fetchSpecialContest,
  fetchStudents,
  fetchVideoList,
  fetchVideoOne,
  fetchWinners,
  type Pupil,
  type SpecialWork,
} from './special-api.ts';
import { useDeviceQuery } from '../../../lib/device-query.ts';

const never = () => new Promise<never>(() => undefined);

/** 'guest' or the user's owner key; undefined while the session is being read. */
export function useOwner(): string | undefined {
  const user = useCurrentUser();
  return user === undefined ? undefined : user ? ownerOf(user) : 'guest';
}

/** Replaces a stored value at once (after a write the server answered), so every screen sees it. */
export async function storeValue(key: string, value: unknown): Promise<void> {
  await putRows(localDb, { pages: [{ key: `${key}#0`, items: [value], total: 1, savedAt: Date.now() }] });
}

export const keys = {
  contest: (owner: string) => `special:contest:${owner}`,
  participation: (owner: string) => `special:exist:${owner}`,
  myWorks: (owner: string) => `special:my-works:${owner}`,
  students: (owner: string) => `special:students:${owner}`,
  work: (owner: string, id: number) => `special:work:${owner}:${id}`,
};

export function useSpecialLanding() {
  const owner = useOwner();
  const signedIn = owner !== undefined && owner !== 'guest';
  const contest = useStoredValue(keys.contest(owner ?? 'pending'), (s) =>
    owner === undefined ? never() : fetchSpecialContest(s),
  );
  const participation = useStoredValue(keys.participation(owner ?? 'pending'), (s) =>
    signedIn ? fetchParticipation(s) : owner === 'guest' ? Promise.resolve({ exist: false, userType: null }) : never(),
  );
  const winners = useStoredValue(`special:winners`, (s) => fetchWinners(s));
  const myWorks = useStoredValue(keys.myWorks(owner ?? 'pending'), (s) =>
    signedIn ? fetchMyWorks(s) : owner === 'guest' ? Promise.resolve({ videoList: [] }) : never(),
  );
  return { owner, contest, participation, winners, myWorks };
}

export function useJoinKey(enabled: boolean, owner: string) {
  return useStoredValue(`special:join-key:${owner}:${enabled}`, (s) =>
    enabled ? fetchJoinKey(s) : Promise.resolve({ joinKey: '' }),
  ).value?.joinKey;
}

export function useStudents(owner: string) {
  const { value, network } = useStoredValue<{ list: Pupil[] }>(keys.students(owner), (s) => fetchStudents(s));
  const refresh = useCallback(() => fetchStudents().then((v) => storeValue(keys.students(owner), v)), [owner]);
  return { students: value?.list, network, refresh };
}

export function useVideoPage(nominationId: number | undefined, page: number) {
  return useStoredPage<SpecialWork>(`special:videos:${nominationId ?? 'all'}`, page, (signal) =>
    fetchVideoList({ limit: WORKS_PAGE_SIZE, offset: WORKS_PAGE_SIZE * page, nominationId }, signal).then((r) => ({
      list: r.list,
      total: r.totalCount,
    })),
  );
}

/**
 * One work, kept per owner (an unpublished work is seen only by its author, mentor and staff).
 * Offline, a copy seen as a guest (public by definition) stands in for one never seen signed in.
 */
export function useWork(id: number) {
  const owner = useOwner();
  const own = useStoredValue(keys.work(owner ?? 'pending', id), (s) =>
    owner === undefined ? never() : fetchVideoOne(id, s),
  );
  const guestKey = `${keys.work('guest', id)}#0`;
  const guest = useDeviceQuery(
    (db) => db.pages.get(guestKey).then((r) => (r?.items[0] as SpecialWork) ?? null),
    [guestKey],
  );
  if (own.value === null && own.network === 'offline' && guest) return { value: guest, network: own.network };
  return own;
}

export function useAnotherWorks(id: number) {
  return useStoredValue(`special:another:${id}`, (s) => fetchAnotherVideos(id, s)).value?.list ?? [];
}
