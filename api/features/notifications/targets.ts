// Names and links the producers put into notifications: who did it, what it was about, where a
// click leads. Read-only lookups; a vanished item gives null and the producer skips it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { communities } from '../../../db/schema/communities.ts';
import { comments, news, pages } from '../../../db/schema/content.ts';
import { contests } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { users } from '../../../db/schema/users.ts';

export function personName(db: Db, userId: number): string {
  const u = db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, userId)).get();
  const name = u ? [u.name, u.lastName].filter(Boolean).join(' ').trim() : '';
  return name || 'Участник';
}

export function pageInfo(db: Db, id: number) {
  const p = db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, type: pages.type, userId: pages.userId })
    .from(pages)
    .where(eq(pages.id, id))
    .get();
  return p ? { ...p, link: `/post/${p.slug}` } : null;
}

export type ItemRef = { type: 'post' | 'news' | 'event' | 'comment'; id: number };

/** A material, news item or event: its title, link and (for materials) page id. */
export function itemInfo(
  db: Db,
  ref: ItemRef,
): { title: string; link: string; pageId: number | null; eventId: number | null } | null {
  if (ref.type === 'post') {
    const p = pageInfo(db, ref.id);
    return p ? { title: p.title, link: p.link, pageId: p.id, eventId: null } : null;
  }
  if (ref.type === 'news') {
    const n = db.select({ slug: news.slug, title: news.title }).from(news).where(eq(news.id, ref.id)).get();
    return n ? { title: n.title, link: `/news/${n.slug}`, pageId: null, eventId: null } : null;
  }
  if (ref.type === 'event') {
    const e = db.select({ title: events.title }).from(events).where(eq(events.id, ref.id)).get();
    return e ? { title: e.title, link: `/event/${ref.id}`, pageId: null, eventId: ref.id } : null;
  }
  const c = db
    .select({ targetType: comments.targetType, targetId: comments.targetId, text: comments.text })
    .from(comments)
    .where(eq(comments.id, ref.id))
    .get();
  if (!c) return null;
  const parent = itemInfo(db, { type: c.targetType === 'page' ? 'post' : c.targetType, id: c.targetId });
  return parent ? { ...parent, title: c.text.slice(0, 140), link: `${parent.link}#comment-${ref.id}` } : null;
}

export function communityInfo(db: Db, id: number) {
  return (
    db
      .select({ id: communities.id, name: communities.name, logo: communities.logo, ownerId: communities.ownerId })
      .from(communities)
      .where(eq(communities.id, id))
      .get() ?? null
  );
}

export function contestInfo(db: Db, id: number) {
  return db.select({ id: contests.id, title: contests.title }).from(contests).where(eq(contests.id, id)).get() ?? null;
}

export function commentAuthor(db: Db, id: number): number | null {
  return db.select({ userId: comments.userId }).from(comments).where(eq(comments.id, id)).get()?.userId ?? null;
}
