// The one producer of notifications from domain events: kinds 1–11 (13 comes from the badge
// rules, 8 and the contest end from the timer in reminders.ts, a cancelled event's 8 also at once
// on `event.cancelled`; 12 is kept and never produced, gifts being off). It reads names and
// links, then calls `notify`; it never writes anything else. An event delivered twice (its deliverer
// died before marking it done) makes each notice once: notify claims the event's effect in its transaction,
// and settling an action is the same update again.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { follows } from '../../../db/schema/user-relations.ts';
import { WORK_STATUS } from '../../../sync/rules/contests.ts';
import { mentorIdsOf } from '../../lib/contest-mentors.ts';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { notify, settleAction } from './notify.ts';
import { noticeEventCancelled } from './reminders.ts';
import { commentAuthor, communityInfo, contestInfo, itemInfo, pageInfo, personName } from './targets.ts';

type Handler<N extends DomainEvent['name']> = (
  db: Db,
  payload: Extract<DomainEvent, { name: N }>['payload'],
) => Promise<void>;
type Handlers = { [N in DomainEvent['name']]?: Handler<N> };

const PUBLISHED_KIND = { video: 1, audio: 2, article: 3, specproject: 3 } as const;
const PUBLISHED_TITLE = { 1: 'Новое видео', 2: 'Новый подкаст', 3: 'Новая статья' } as const;

const handlers: Handlers = {
  'page.published': async (db, { pageId, authorId }) => {
    const page = await pageInfo(db, pageId);
    if (!page || authorId === null) return;
    const kind = PUBLISHED_KIND[page.type];
    const followers = await db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, authorId));
    for (const f of followers)
      await notify(db, {
        userId: f.id,
        kind,
        title: `${PUBLISHED_TITLE[kind]} от автора ${await personName(db, authorId, f.id)}`,
        text: page.title,
        link: page.link,
        userFromId: authorId,
        pageId,
        dedupeKey: `page-published:${pageId}`,
      });
  },
  'collection.page_added': async (db, { userId, pageId, isPublic }) => {
    const page = await pageInfo(db, pageId);
    // A private collection is nobody else's business, its owner's choice included.
    if (!isPublic || !page?.userId) return;
    await notify(db, {
      userId: page.userId,
      kind: 4,
      title: `${await personName(db, userId, page.userId)} добавляет ваш материал в подборку`,
      text: page.title,
      link: page.link,
      userFromId: userId,
      pageId,
    });
  },
  'comment.added': async (db, { userId, commentId, target, parentId, ownerId }) => {
    const where = await itemInfo(db, { type: 'comment', id: commentId });
    if (!where) return;
    const common = { kind: 5, text: where.title, link: where.link, userFromId: userId, commentId } as const;
    const rootAuthor = parentId !== null ? await commentAuthor(db, parentId) : null;
    if (rootAuthor !== null)
      await notify(db, {
        ...common,
        userId: rootAuthor,
        title: `${await personName(db, userId, rootAuthor)} отвечает на ваш комментарий`,
        pageId: where.pageId,
      });
    if (ownerId !== null && ownerId !== rootAuthor && target.type !== 'comment')
      await notify(db, {
        ...common,
        userId: ownerId,
        title: `${await personName(db, userId, ownerId)} комментирует ваш материал`,
        pageId: where.pageId,
      });
  },
  'like.added': async (db, { userId, target, ownerId }) => {
    if (ownerId === null) return;
    const item = await itemInfo(db, target);
    if (!item) return;
    const name = await personName(db, userId, ownerId);
    const what = target.type === 'comment' ? 'вашему комментарию' : 'вашему материалу';
    await notify(db, {
      userId: ownerId,
      kind: 6,
      title: `${name} ставит лайк ${what}`,
      groupTitle: (count) =>
        count > 1 ? `${name} и ещё ${count - 1} ставят лайк ${what}` : `${name} ставит лайк ${what}`,
      text: item.title,
      link: item.link,
      userFromId: userId,
      pageId: item.pageId,
      commentId: target.type === 'comment' ? target.id : null,
      groupKey: `like:${target.type}:${target.id}`,
    });
  },
  'contest.work_moderated': async (db, { workId, contestId, authorId: userId, statusId, cancelText }) => {
    const contest = await contestInfo(db, contestId);
    if (!contest) return;
    const accepted = statusId === WORK_STATUS.accepted;
    const base = { kind: 7, link: `/contests/${contestId}`, contestId } as const;
    await notify(db, {
      ...base,
      userId,
      title: accepted
        ? `Ваша работа принята на конкурс «${contest.title}»`
        : `Ваша работа не принята на конкурс «${contest.title}»`,
      text: accepted ? 'Теперь за неё можно голосовать.' : (cancelText ?? ''),
      dedupeKey: `work-moderated:${workId}:${statusId}`,
    });
    for (const mentorId of await mentorIdsOf(db, userId, contestId)) {
      const pupil = await personName(db, userId, mentorId);
      await notify(db, {
        ...base,
        userId: mentorId,
        userFromId: userId,
        title: accepted
          ? `Работа ученика ${pupil} принята на конкурс «${contest.title}»`
          : `Работа ученика ${pupil} не принята на конкурс «${contest.title}»`,
        text: accepted ? '' : (cancelText ?? ''),
        dedupeKey: `work-moderated:${workId}:${statusId}`,
      });
    }
  },
  'user.followed': async (db, { userId, followeeId }) => {
    await notify(db, {
      userId: followeeId,
      kind: 9,
      title: `${await personName(db, userId, followeeId)} подписался на тебя`,
      link: `/profile/${userId}`,
      userFromId: userId,
    });
  },
  'community.feed_added': async (db, { communityId, addedBy, pageId, newsId, memberIds }) => {
    const community = await communityInfo(db, communityId);
    const item = await itemInfo(db, pageId !== null ? { type: 'post', id: pageId } : { type: 'news', id: newsId ?? 0 });
    if (!community || !item) return;
    for (const memberId of memberIds)
      await notify(db, {
        userId: memberId,
        kind: 10,
        title: `Новое в сообществе «${community.name}»`,
        text: item.title,
        link: item.link,
        userFromId: addedBy,
        communityId,
        pageId,
      });
  },
  'community.request_created': async (db, { communityId, requestId, userId, ownerId }) => {
    const community = await communityInfo(db, communityId);
    if (!community) return;
    await notify(db, {
      userId: ownerId,
      kind: 11,
      title: `${await personName(db, userId, ownerId)} просит принять в сообщество «${community.name}»`,
      link: `/community/${communityId}`,
      userFromId: userId,
      communityId,
      requestId,
      withAction: true,
    });
  },
  'community.request_decided': async (db, { communityId, requestId, userId, approved }) => {
    await settleAction(db, { requestId });
    const community = await communityInfo(db, communityId);
    if (!community) return;
    await notify(db, {
      userId,
      kind: 11,
      title: approved
        ? `Заявка в сообщество «${community.name}» одобрена`
        : `Заявка в сообщество «${community.name}» отклонена`,
      link: `/community/${communityId}`,
      userFromId: community.ownerId,
      communityId,
      requestId,
    });
  },
  'community.request_cancelled': (db, { requestId }) => settleAction(db, { requestId }),
  'community.invite_created': async (db, { communityId, inviteId, userId, invitedBy }) => {
    const community = await communityInfo(db, communityId);
    if (!community) return;
    await notify(db, {
      userId,
      kind: 11,
      title: `${await personName(db, invitedBy, userId)} приглашает вас в сообщество «${community.name}»`,
      link: `/community/${communityId}`,
      userFromId: invitedBy,
      communityId,
      inviteId,
      withAction: true,
    });
  },
  'event.cancelled': async (db, { eventId }) => {
    await noticeEventCancelled(db, eventId);
  },
  'community.invite_decided': (db, { inviteId }) => settleAction(db, { inviteId }),
  'community.member_left': async (db, { communityId, userId, removedBy }) => {
    if (removedBy === null || removedBy === userId) return;
    const community = await communityInfo(db, communityId);
    if (!community) return;
    await notify(db, {
      userId,
      kind: 11,
      title: `Вас исключили из сообщества «${community.name}»`,
      link: `/community/${communityId}`,
      communityId,
    });
  },
};

const started = new WeakSet<Db>();

/**
 * Subscribes the producer to this database's events once (createApp may run twice per db in tests).
 * It runs after the write that raised the event has committed, and that write's answer waits for it;
 * its failure is logged and never fails that write.
 */
export function startNotificationProducer(db: Db, onError: (err: unknown) => void): void {
  if (started.has(db)) return;
  started.add(db);
  onDomainEvent(db, async (event) => {
    const handler = handlers[event.name] as Handler<typeof event.name> | undefined;
    if (!handler) return;
    try {
      await handler(db, event.payload as never);
    } catch (err) {
      onError(err);
    }
  });
}
