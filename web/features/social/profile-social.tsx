// The social part of a profile: collections, followers and following, and on the own profile the
// users the viewer blocked. The own profile reads all of it from the device (pulled, offline too);
// another user's profile reads the server.
import './social.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { userRelationRowKey } from '../../../sync/mutations/user-relations-client.ts';
import { useOwnCollections } from './own-collections.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { CollectionGrid, ownTile, type CollectionTile } from './collection-grid.tsx';
import { fetchFollows, fetchUserCollections } from './social-api.ts';
import { useOwnRelationLists, useRelations } from './use-relations.ts';
import { UserListSection, type ListedUser } from './user-list.tsx';
import { useDeviceQuery } from '../../lib/device-query.ts';

function useOtherCollections(userId: number, skip: boolean): CollectionTile[] | null {
  const [items, setItems] = useState<CollectionTile[] | null>(null);
  useEffect(() => {
    if (skip) return;
    let live = true;
    fetchUserCollections(userId)
      .then((r) => {
        if (live)
          setItems(
            r.list.map((c) => ({
              id: c.id,
              title: c.title,
              cover: c.cover,
              count: c.pagesCount,
              isPublic: c.isPublic,
            })),
          );
      })
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [userId, skip]);
  return items;
}

function UnblockButton({ owner, user }: { owner: string; user: ListedUser }) {
  const row = useDeviceQuery(
    (db) => db.userRelations.get(userRelationRowKey(owner, 'block', user.id)),
    [owner, user.id],
  );
  const blocked = row ? row.on : true;
  return (
    <button
      type="button"
      className="button button--quiet button--small"
      aria-label={`${blocked ? 'Разблокировать' : 'Заблокировать'}: ${user.name}`}
      onClick={() => void queueMutation(owner, 'block-set', { user_id: user.id, on: !blocked })}
    >
      {blocked ? 'Разблокировать' : 'Заблокировать'}
    </button>
  );
}

export function ProfileSocial({ userId }: { userId: number | null }) {
  const viewer = useCurrentUser();
  const own = viewer != null && (userId === null || userId === viewer.id);
  const id = userId ?? viewer?.id ?? 0;
  const owner = own && viewer ? ownerOf(viewer) : null;
  const ownRows = useOwnCollections(owner);
  const others = useOtherCollections(id, own || !id);
  const ownLists = useOwnRelationLists(owner);
  // The same reading as the profile's 'N подписчиков' beside 'Подписаться' (relation-buttons.tsx), read
  // again when a follow made here settles, so the two counts on one screen agree.
  const relations = useRelations(id, own || !id).server;
  if (!id) return null;
  const tiles: CollectionTile[] | null = own ? (ownRows ?? []).map(ownTile) : others;
  return (
    <div className="profile-social">
      <section className="card" aria-labelledby="profile-collections">
        <div className="profile-social__head">
          <h2 id="profile-collections" className="profile__subtitle">
            Коллекции
          </h2>
          {own && (
            <Link to="/profile/collections" className="button button--secondary button--small">
              Все коллекции
            </Link>
          )}
        </div>
        {tiles === null ? (
          <div className="list-skeleton" aria-hidden="true">
            <span />
          </div>
        ) : tiles.length === 0 ? (
          <p className="inline-state">
            {own
              ? 'Коллекций пока нет. Добавляй материалы кнопкой с папкой на карточке.'
              : 'Открытых коллекций пока нет.'}
          </p>
        ) : (
          <CollectionGrid items={own ? tiles.slice(0, 6) : tiles} label="Коллекции" />
        )}
      </section>
      {own ? (
        <>
          <UserListSection
            title="Подписчики"
            count={ownLists?.followers.length}
            empty="Подписчиков пока нет."
            items={ownLists?.followers}
          />
          <UserListSection
            title="Подписки"
            count={ownLists?.following.length}
            empty="Подписок пока нет."
            items={ownLists?.following}
          />
          {owner && (
            <UserListSection
              title="Заблокированные"
              empty="Ты никого не блокируешь."
              items={ownLists?.blocked}
              action={(u) => <UnblockButton owner={owner} user={u} />}
            />
          )}
        </>
      ) : (
        <>
          <UserListSection
            title="Подписчики"
            count={relations?.followersCount}
            empty="Подписчиков пока нет."
            load={() => fetchFollows(id, 'followers')}
          />
          <UserListSection
            title="Подписки"
            count={relations?.followingCount}
            empty="Подписок пока нет."
            load={() => fetchFollows(id, 'following')}
          />
        </>
      )}
    </div>
  );
}
