// Reading one material with its audio, video, tags and topics; who may see a draft.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageAudios, pages, pageTags, pageTopics, pageVideos } from '../../../db/schema/content.ts';
import { tags, topics } from '../../../db/schema/dictionaries.ts';
import { users } from '../../../db/schema/users.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { reactionSummary } from '../../lib/reaction-counts.ts';
import { authorName, pageType } from '../../lib/cards.ts';
import { storedBlocks } from './blocks-schema.ts';

const STAFF_ROLES = ['admin', 'editor'];
/** Spec content type ids: 1 video, 2 audio, 3 article (a special project reads as an article). */
const CONTENT_TYPE_IDS = { video: 1, audio: 2, article: 3, specproject: 3 } as const;

export function isStaff(user: SessionUser | null): boolean {
  return !!user && user.roles.some((r) => STAFF_ROLES.includes(r));
}

/** Bloggers (2) and scientists (3) may publish their own materials. */
export function isPrivileged(db: Db, user: SessionUser | null): boolean {
  if (!user) return false;
  const row = db.select({ typeId: users.typeId }).from(users).where(eq(users.id, user.id)).get();
  return row?.typeId === 2 || row?.typeId === 3;
}

function findPage(db: Db, where: SQL) {
  return db
    .select({ page: pages, userName: users.name, userLastName: users.lastName, userAvatar: users.avatar })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.userId))
    .where(where)
    .get();
}

/** The full material, or null when missing or a draft the caller may not see. */
export function readPage(db: Db, by: { id: number } | { slug: string }, viewer: SessionUser | null) {
  const found = findPage(db, 'id' in by ? eq(pages.id, by.id) : eq(pages.slug, by.slug));
  if (!found) return null;
  const { page } = found;
  if (!page.isPublished && !isStaff(viewer) && viewer?.id !== page.userId) return null;
  const audios = db
    .select({ id: pageAudios.id, path: pageAudios.path, title: pageAudios.title, duration: pageAudios.duration })
    .from(pageAudios)
    .where(eq(pageAudios.pageId, page.id))
    .orderBy(asc(pageAudios.position), asc(pageAudios.id))
    .all();
  const videos = db
    .select({ url: pageVideos.url })
    .from(pageVideos)
    .where(eq(pageVideos.pageId, page.id))
    .orderBy(asc(pageVideos.id))
    .all();
  const tagList = db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(pageTags)
    .innerJoin(tags, eq(tags.id, pageTags.tagId))
    .where(eq(pageTags.pageId, page.id))
    .all();
  const topicList = db
    .select({ id: topics.id, name: topics.name, slug: topics.slug })
    .from(pageTopics)
    .innerJoin(topics, eq(topics.id, pageTopics.topicId))
    .where(eq(pageTopics.pageId, page.id))
    .all();
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    description: page.description,
    preview: page.preview,
    promo: page.promo,
    type: pageType(page.type),
    content_type: CONTENT_TYPE_IDS[page.type],
    content: storedBlocks(page.content),
    audios,
    videos,
    user: { id: page.userId, name: authorName(found.userName, found.userLastName), avatar: found.userAvatar },
    tags: tagList,
    topics: topicList,
    rating: page.rating,
    is_published: page.isPublished,
    created_at: page.publishedAt,
    updated_at: page.updatedAt,
    href: `/post/${page.slug}`,
    ...reactionSummary(db, 'post', page.id, viewer?.id ?? null),
  };
}
