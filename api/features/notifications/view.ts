// The wire shape of a notification (the spec's fields, snake_case): the sender, material, contest,
// event and community are read now, so a renamed community or a new avatar shows as it is today.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { communities } from '../../../db/schema/communities.ts';
import { pages } from '../../../db/schema/content.ts';
import { contests } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { badges } from '../../../db/schema/notification-types.ts';
import type { notifications } from '../../../db/schema/notifications.ts';
import { users } from '../../../db/schema/users.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../sync/rules/notifications.ts';
import { GUEST_VIEWER, nameViewerById, type NameViewer } from '../../lib/person-name.ts';
import { toUserBrief, userBriefColumns } from '../../lib/user-brief.ts';

type Row = typeof notifications.$inferSelect;

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

function ids(rows: Row[], pick: (r: Row) => number | null): number[] {
  return [...new Set(rows.map(pick).filter((v): v is number => v !== null))];
}

export async function toNotificationJson(db: Db, rows: Row[]) {
  // The sender is named as the recipient may see them (api/lib/person-name.ts).
  const viewers = new Map<number, NameViewer>();
  for (const id of ids(rows, (r) => r.userId)) viewers.set(id, await nameViewerById(db, id));
  const senders = byId(
    await db
      .select(userBriefColumns)
      .from(users)
      .where(
        inArray(
          users.id,
          ids(rows, (r) => r.userFromId),
        ),
      ),
  );
  const pageRows = byId(
    await db
      .select({ id: pages.id, slug: pages.slug, title: pages.title, type: pages.type })
      .from(pages)
      .where(
        inArray(
          pages.id,
          ids(rows, (r) => r.pageId),
        ),
      ),
  );
  const contestRows = byId(
    await db
      .select({ id: contests.id, preview: contests.preview })
      .from(contests)
      .where(
        inArray(
          contests.id,
          ids(rows, (r) => r.contestId),
        ),
      ),
  );
  const eventRows = byId(
    await db
      .select({ id: events.id, preview: events.preview })
      .from(events)
      .where(
        inArray(
          events.id,
          ids(rows, (r) => r.eventId),
        ),
      ),
  );
  const communityRows = byId(
    await db
      .select({ id: communities.id, name: communities.name, logo: communities.logo })
      .from(communities)
      .where(
        inArray(
          communities.id,
          ids(rows, (r) => r.communityId),
        ),
      ),
  );
  const badgeRows = byId(
    await db
      .select({ id: badges.id, name: badges.name, image: badges.image })
      .from(badges)
      .where(
        inArray(
          badges.id,
          ids(rows, (r) => r.badgeId),
        ),
      ),
  );
  return rows.map((r) => {
    const sender = r.userFromId !== null ? senders.get(r.userFromId) : undefined;
    const event = r.eventId !== null ? eventRows.get(r.eventId) : undefined;
    const contest = r.contestId !== null ? contestRows.get(r.contestId) : undefined;
    return {
      id: r.id,
      created_at: r.createdAt,
      is_read: r.isRead,
      with_action: r.withAction,
      type: { id: r.typeId, label: NOTIFICATION_KINDS[r.typeId as NotificationKind] ?? '' },
      title: r.title,
      text: r.text,
      link: r.link,
      count: r.groupCount,
      user_from: sender ? toUserBrief(viewers.get(r.userId) ?? GUEST_VIEWER, sender) : null,
      page: r.pageId !== null ? (pageRows.get(r.pageId) ?? null) : null,
      comment: r.commentId !== null ? { id: r.commentId } : null,
      contest: r.contestId !== null ? { id: r.contestId, preview: contest?.preview ?? null } : null,
      event: r.eventId !== null ? { id: r.eventId, preview: event?.preview ?? null } : null,
      community_from: r.communityId !== null ? (communityRows.get(r.communityId) ?? null) : null,
      request: r.requestId !== null ? { id: r.requestId } : null,
      invite: r.inviteId !== null ? { id: r.inviteId } : null,
      badge: r.badgeId !== null ? (badgeRows.get(r.badgeId) ?? null) : null,
    };
  });
}
