// One collection for its page: the materials as cards from the server, and for the owner the
// device row, whose page order (with offline changes) wins, so a change made offline shows at once.
// A material the server has not listed yet (added offline, or a collection made offline that the
// server does not know) shows from the device's copy of its card when the catalogue stored one.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { checkedRow } from '../../lib/checked-row.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useOwnCollection } from './own-collections.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { fetchCollection, type CollectionFull } from './social-api.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; data: CollectionFull }
  | { status: 'offline' | 'missing' | 'error' | 'local' };

type Card = CollectionFull['pages'][number];

/** What a collection's card needs of a stored card (a catalogue card or an opened material). */
const storedCard = v.object({ id: v.number(), slug: v.string(), title: v.string() });

/** The device's copies of these materials' cards (catalogue cards or opened materials). */
function useStoredCards(ids: number[]): Map<number, Card> {
  const key = ids.join(',');
  const rows = useDeviceQuery(
    (db) =>
      ids.length
        ? db.cards
            .where('[type+id]')
            .anyOf(ids.flatMap((id) => [['post', id] as [string, number], ['page', id] as [string, number]]))
            .toArray()
        : [],
    [key],
  );
  return new Map(
    (rows ?? []).flatMap((r) => {
      const card = checkedRow<Card>(storedCard, r.data);
      return card ? [[r.id, card] as const] : [];
    }),
  );
}

export function useCollection(id: number) {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const row = useOwnCollection(owner, id);
  const [state, setState] = useState<CollectionState>({ status: 'loading' });
  // A collection made on this device and not on the server yet has a temporary (negative) id.
  const serverId = row ? row.id : id;
  const serverKey = row ? `${row.serverPageIds.join(',')}|${row.updatedAt}|${row.id}` : '';
  useEffect(() => {
    if (serverId < 0) {
      setState({ status: 'local' });
      return;
    }
    let live = true;
    fetchCollection(serverId)
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.kind === 'network') setState({ status: 'offline' });
        else if (e instanceof ApiError && (e.status === 404 || e.status === 400)) setState({ status: 'missing' });
        else setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, [serverId, owner, serverKey]);
  const cards = state.status === 'ready' ? state.data.pages : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const stored = useStoredCards(row ? row.pageIds.filter((pid) => !byId.has(pid)) : []);
  // The owner's order with offline changes.
  const ordered = row ? row.pageIds.flatMap((pid) => byId.get(pid) ?? stored.get(pid) ?? []) : cards;
  return { owner, row, state, cards: ordered };
}
