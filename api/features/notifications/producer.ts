// The one producer of notifications from domain events: kinds 1–11 (13 comes from the badge
// rules, 8 and the contest end from the timer in reminders.ts, a cancelled event's 8 also at once
// on `event.cancelled`; 12 is kept and never produced, gifts being off). It reads names and
// links, then calls `notify`; it never writes anything else.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { follows } from '../../../db/schema/user-relations.ts';
import { WORK_STATUS } from '../../../sync/rules/contests.ts';
import { mentorIdsOf } from '../../lib/contest-mentors.ts';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { notify, settleAction } from './notify.ts';
import { noticeEventCancelled } from './reminders.ts';
import { commentAuthor, communityInfo, contestInfo, itemInfo, pageInfo, personName } from './targets.ts';

type Handler<N extends DomainEvent['name']> = (db: Db, payload: Extract<DomainEvent, { name: N }>['payload']) => void;
type Handlers = { [N in DomainEvent['name']]?: Handler<N> };

const PUBLISHED_KIND = { video: 1, audio: 2, article: 3, specproject: 3 } as const;
const PUBLISHED_TITLE = { 1: 'Новое видео', 2: 'Новый подкаст', 3: 'Новая статья' } as const;

const handlers: Handlers = {
  'page.published': (db, { pageId, authorId }) => {
    const page = pageInfo(db, pageId);
    if (!page || authorId === null) return;
    const kind = PUBLISHED_KIND[page.type];
    const name = personName(db, authorId);
    const followers = db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, authorId)).all();
    for (const f of followers)
      notify(db, {
        userId: f.id,
        kind,
        title: `${PUBLISHED_TITLE[kind]} от автора ${name}`,
        text: page.title,
        link: page.link,
        userFromId: authorId,
        pageId,
        dedupeKey: `page-published:${pageId}`,
      });
  },
  'collection.page_added': (db, { userId, pageId, isPublic }) => {
    const page = pageInfo(db, pageId);
    // A private collection is nobody else's business, its owner's choice included.
    if (!isPublic || !page?.userId) return;
    notify(db, {
      userId: page.userId,
      kind: 4,
      title: `${personName(db, userId)} добавляет ваш материал в подборку`,
      text: page.title,
      link: page.link,
      userFromId: userId,
      pageId,
    });
  },
  'comment.added': (db, { userId, commentId, target, parentId, ownerId }) => {
    const where = itemInfo(db, { type: 'comment', id: commentId });
    if (!where) return;
    const name = personName(db, userId);
    const common = { kind: 5, text: where.title, link: where.link, userFromId: userId, commentId } as const;
    const rootAuthor = parentId !== null ? commentAuthor(db, parentId) : null;
    if (rootAuthor !== null)
      notify(db, { ...common, userId: rootAuthor, title: `${name} отвечает на ваш комментарий`, pageId: where.pageId });
    if (ownerId !== null && ownerId !== rootAuthor && target.type !== 'comment')
      notify(db, {
        ...common,
        userId: ownerId,
        title: `${name} комментирует ваш материал`,
        pageId: where.pageId,
      });
  },
  'like.added': (db, { userId, target, ownerId }) => {
    if (ownerId === null) return;
    const item = itemInfo(db, target);
    if (!item) return;
    const name = personName(db, userId);
    const what = target.type === 'comment' ? 'вашему комментарию' : 'вашему материалу';
    notify(db, {
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
  'contest.work_moderated': (db, { workId, contestId, authorId: userId, statusId, cancelText }) => {
    const contest = contestInfo(db, contestId);
    if (!contest) return;
    const accepted = statusId === WORK_STATUS.accepted;
    const base = { kind: 7, link: `/contests/${contestId}`, contestId } as const;
    notify(db, {
      ...base,
      userId,
      title: accepted
        ? `Ваша работа принята на конкурс «${contest.title}»`
        : `Ваша работа не принята на конкурс «${contest.title}»`,
      text: accepted ? 'Теперь за неё можно голосовать.' : (cancelText ?? ''),
      dedupeKey: `work-moderated:${workId}:${statusId}`,
    });
    const pupil = personName(db, userId);
    for (const mentorId of mentorIdsOf(db, userId, contestId))
      notify(db, {
        ...base,
        userId: mentorId,
        userFromId: userId,
        title: accepted
          ? `Работа ученика ${pupil} принята на конкурс «${contest.title}»`
          : `Работа ученика ${pupil} не принята на конкурс «${contest.title}»`,
        text: accepted ? '' : (cancelText ?? ''),
        dedupeKey: `work-moderated:${workId}:${statusId}`,
      });
  },
  'user.followed': (db, { userId, followeeId }) => {
    notify(db, {
      userId: followeeId,
      kind: 9,
      title: `${personName(db, userId)} подписывается на вас`,
      link: `/profile/${userId}`,
      userFromId: userId,
    });
  },
  'community.feed_added': (db, { communityId, addedBy, pageId, newsId, memberIds }) => {
    const community = communityInfo(db, communityId);
    const item =
      pageId !== null ? itemInfo(db, { type: 'post', id: pageId }) : itemInfo(db, { type: 'news', id: newsId ?? 0 });
    if (!community || !item) return;
    for (const memberId of memberIds)
      notify(db, {
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
  'community.request_created': (db, { communityId, requestId, userId, ownerId }) => {
    const community = communityInfo(db, communityId);
    if (!community) return;
    notify(db, {
      userId: ownerId,
      kind: 11,
      title: `${personName(db, userId)} просит принять в сообщество «${community.name}»`,
      link: `/community/${communityId}`,
      userFromId: userId,
      communityId,
      requestId,
      withAction: true,
    });
  },
  'community.request_decided': (db, { communityId, requestId, userId, approved }) => {
    settleAction(db, { requestId });
    const community = communityInfo(db, communityId);
    if (!community) return;
    notify(db, {
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
  'community.invite_created': (db, { communityId, inviteId, userId, invitedBy }) => {
    const community = communityInfo(db, communityId);
    if (!community) return;
    notify(db, {
      userId,
      kind: 11,
      title: `${personName(db, invitedBy)} приглашает вас в сообщество «${community.name}»`,
      link: `/community/${communityId}`,
      userFromId: invitedBy,
      communityId,
      inviteId,
      withAction: true,
    });
  },
  'event.cancelled': (db, { eventId }) => {
    noticeEventCancelled(db, eventId);
  },
  'community.invite_decided': (db, { inviteId }) => settleAction(db, { inviteId }),
  'community.member_left': (db, { communityId, userId, removedBy }) => {
    if (removedBy === null || removedBy === userId) return;
    const community = communityInfo(db, communityId);
    if (!community) return;
    notify(db, {
      userId,
      kind: 11,
      title: `Вас исключили из сообщества «${community.name}»`,
      link: `/community/${communityId}`,
      communityId,
    });
  },
};

const started = new WeakSet<Db>();

/** Subscribes the producer to this database's events once (createApp may run twice per db in tests). */
export function startNotificationProducer(db: Db, onError: (err: unknown) => void): void {
  if (started.has(db)) return;
  started.add(db);
  onDomainEvent(db, (event) => {
    const handler = handlers[event.name] as Handler<typeof event.name> | undefined;
    if (!handler) return;
    try {
      handler(db, event.payload as never);
    } catch (err) {
      onError(err);
    }
  });
}
