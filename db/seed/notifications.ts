// Demo notifications (SEED_DEMO only), so the bell of a demo account is not empty: the seeded
// community requests and invitations with their buttons, and a few of other kinds for Алиса.
// Each has a dedupe key, so a restart adds nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { communities, communityInvites, communityRequests } from '../schema/communities.ts';
import { notifications } from '../schema/notifications.ts';
import { users } from '../schema/users.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MOSCOW_OFFSET = 3 * 60 * 60 * 1000;
// Noon in Moscow on the day before the given moment's Moscow day: 'Вчера' in the bell for as long as
// that moment is 'Сегодня', whatever the hour of seeding (a plain 24 hours ago is 'Ранее' when the
// seed ran in the first minute after midnight).
const noonTheDayBefore = (iso: string) => {
  const moscowMidnight = Math.floor((Date.parse(iso) + MOSCOW_OFFSET) / DAY) * DAY - MOSCOW_OFFSET;
  return new Date(moscowMidnight - DAY / 2).toISOString();
};
// Demo titles name people by first name only: a pupil's surname is not for the recipient (the privacy
// rule, api/lib/person-name.ts, which the seed may not import).
const nameOf = async (db: Db, id: number) => {
  const u = await one(db.select({ name: users.name }).from(users).where(eq(users.id, id)));
  return u?.name || 'Участник';
};

export async function seedNotifications(db: Db): Promise<number> {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const requests = await db
    .select({ id: communityRequests.id, userId: communityRequests.userId, c: communities })
    .from(communityRequests)
    .innerJoin(communities, eq(communities.id, communityRequests.communityId))
    .where(eq(communityRequests.status, 'pending'));
  for (const r of requests)
    rows.push({
      userId: r.c.ownerId,
      typeId: 11,
      title: `${await nameOf(db, r.userId)} просит принять в сообщество «${r.c.name}»`,
      link: `/community/${r.c.id}`,
      userFromId: r.userId,
      communityId: r.c.id,
      requestId: r.id,
      withAction: true,
      dedupeKey: `demo:request:${r.id}`,
      createdAt: ago(2 * 60 * 60 * 1000),
    });
  const invites = await db
    .select({
      id: communityInvites.id,
      userId: communityInvites.userId,
      by: communityInvites.invitedBy,
      c: communities,
    })
    .from(communityInvites)
    .innerJoin(communities, eq(communities.id, communityInvites.communityId))
    .where(eq(communityInvites.status, 'pending'));
  for (const i of invites.filter((x): x is typeof x & { by: number } => x.by !== null))
    rows.push({
      userId: i.userId,
      typeId: 11,
      title: `${await nameOf(db, i.by)} приглашает вас в сообщество «${i.c.name}»`,
      link: `/community/${i.c.id}`,
      userFromId: i.by,
      communityId: i.c.id,
      inviteId: i.id,
      withAction: true,
      dedupeKey: `demo:invite:${i.id}`,
      createdAt: ago(DAY + 60 * 60 * 1000),
    });
  const alice = await one(db.select({ id: users.id }).from(users).where(eq(users.id, 1)));
  if (alice) {
    const followedAt = ago(60 * 1000);
    rows.push(
      {
        userId: 1,
        typeId: 9,
        title: `${await nameOf(db, 2)} подписался на тебя`,
        link: '/profile/2',
        userFromId: 2,
        dedupeKey: 'demo:follow',
        createdAt: followedAt,
      },
      {
        userId: 1,
        typeId: 8,
        title: 'Скоро мероприятие «Открытая лекция о космосе»',
        text: 'Начало завтра в 18:00 по московскому времени.',
        link: '/event',
        dedupeKey: 'demo:event',
        createdAt: noonTheDayBefore(followedAt),
      },
      {
        userId: 1,
        typeId: 13,
        title: 'Новый значок «Первый шаг»',
        text: 'Оставить первый комментарий под материалом. +50 баллов.',
        link: '#badge',
        dedupeKey: 'demo:badge',
        isRead: true,
        createdAt: ago(4 * DAY),
      },
    );
  }
  let added = 0;
  for (const row of rows) added += affectedRows(await db.insert(notifications).values(row).onConflictDoNothing());
  return added;
}
