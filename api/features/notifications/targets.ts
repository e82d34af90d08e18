// Names and links the producers put into notifications: who did it, what it was about, where a
// click leads. Read-only lookups; a vanished item gives null and the producer skips it.
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { communities } from '../../../db/schema/communities.ts';
import { comments, news, pages } from '../../../db/schema/content.ts';
import { contests } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { users } from '../../../db/schema/users.ts';
import { nameViewerById, personColumns, visibleName } from '../../lib/person-name.ts';

/** The person's name as `recipientId` may see it (api/lib/person-name.ts): notifications are built per recipient. */
export async function personName(db: Db, userId: number, recipientId: number): Promise<string> {
  const u = await one(db.select(personColumns).from(users).where(eq(users.id, userId)));
  const name = u ? visibleName(await nameViewerById(db, recipientId), u) : '';
  return name || 'Участник';
}

export async function pageInfo(db: Db, id: number) {
  const p = await one(
    db
      .select({ id: pages.id, slug: pages.slug, title: pages.title, type: pages.type, userId: pages.userId })
      .from(pages)
      .where(eq(pages.id, id)),
  );
  return p ? { ...p, link: `/post/${p.slug}` } : null;
}

export type ItemRef = { type: 'post' | 'news' | 'event' | 'comment'; id: number };
type ItemInfo = { title: string; link: string; pageId: number | null; eventId: number | null };

/** A material, news item or event: its title, link and (for materials) page id. */
export async function itemInfo(db: Db, ref: ItemRef): Promise<ItemInfo | null> {
  if (ref.type === 'post') {
    const p = await pageInfo(db, ref.id);
    return p ? { title: p.title, link: p.link, pageId: p.id, eventId: null } : null;
  }
  if (ref.type === 'news') {
    const n = await one(db.select({ slug: news.slug, title: news.title }).from(news).where(eq(news.id, ref.id)));
    return n ? { title: n.title, link: `/news/${n.slug}`, pageId: null, eventId: null } : null;
  }
  if (ref.type === 'event') {
    const e = await one(db.select({ title: events.title }).from(events).where(eq(events.id, ref.id)));
    return e ? { title: e.title, link: `/event/${ref.id}`, pageId: null, eventId: ref.id } : null;
  }
  const c = await one(
    db
      .select({ targetType: comments.targetType, targetId: comments.targetId, text: comments.text })
      .from(comments)
      .where(eq(comments.id, ref.id)),
  );
  if (!c) return null;
  const parent = await itemInfo(db, { type: c.targetType === 'page' ? 'post' : c.targetType, id: c.targetId });
  return parent ? { ...parent, title: c.text.slice(0, 140), link: `${parent.link}#comment-${ref.id}` } : null;
}

export async function communityInfo(db: Db, id: number) {
  return (
    (await one(
      db
        .select({ id: communities.id, name: communities.name, logo: communities.logo, ownerId: communities.ownerId })
        .from(communities)
        .where(eq(communities.id, id)),
    )) ?? null
  );
}

export async function contestInfo(db: Db, id: number) {
  return (
    (await one(db.select({ id: contests.id, title: contests.title }).from(contests).where(eq(contests.id, id)))) ?? null
  );
}

export async function commentAuthor(db: Db, id: number): Promise<number | null> {
  return (await one(db.select({ userId: comments.userId }).from(comments).where(eq(comments.id, id))))?.userId ?? null;
}
