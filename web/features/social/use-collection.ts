// One collection for its page: the materials as cards from the server, and for the owner the
// device row, whose page order (with offline changes) wins, so a removal made offline shows at once.
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useOwnCollection } from '../../lib/collections.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { fetchCollection, type CollectionFull } from './social-api.ts';

export type CollectionState =
  { status: 'loading' } | { status: 'ready'; data: CollectionFull } | { status: 'offline' | 'missing' | 'error' };

export function useCollection(id: number) {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const row = useOwnCollection(owner, id);
  const [state, setState] = useState<CollectionState>({ status: 'loading' });
  const serverKey = row ? `${row.serverPageIds.join(',')}|${row.updatedAt}` : '';
  useEffect(() => {
    let live = true;
    fetchCollection(id)
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
  }, [id, owner, serverKey]);
  const cards = state.status === 'ready' ? state.data.pages : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  // The owner's order with offline changes; materials added offline show once the server has them.
  const ordered = row ? row.pageIds.flatMap((pid) => byId.get(pid) ?? []) : cards;
  return { owner, row, state, cards: ordered };
}
