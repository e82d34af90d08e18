// Reading one material with its audio, video, tags and topics; who may see a draft.
import { asc, eq, type SQL } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
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
export async function isPrivileged(db: Db, user: SessionUser | null): Promise<boolean> {
  if (!user) return false;
  const row = await one(db.select({ typeId: users.typeId }).from(users).where(eq(users.id, user.id)));
  return row?.typeId === 2 || row?.typeId === 3;
}

function findPage(db: Db, where: SQL) {
  return one(
    db
      .select({
        page: pages,
        userName: users.name,
        userLastName: users.lastName,
        userTypeId: users.typeId,
        userAvatar: users.avatar,
      })
      .from(pages)
      .leftJoin(users, eq(users.id, pages.userId))
      .where(where),
  );
}

/** The full material, or null when missing or a draft the caller may not see. */
export async function readPage(db: Db, by: { id: number } | { slug: string }, viewer: SessionUser | null) {
  const found = await findPage(db, 'id' in by ? eq(pages.id, by.id) : eq(pages.slug, by.slug));
  if (!found) return null;
  const { page } = found;
  if (!page.isPublished && !isStaff(viewer) && viewer?.id !== page.userId) return null;
  const audios = await db
    .select({ id: pageAudios.id, path: pageAudios.path, title: pageAudios.title, duration: pageAudios.duration })
    .from(pageAudios)
    .where(eq(pageAudios.pageId, page.id))
    .orderBy(asc(pageAudios.position), asc(pageAudios.id));
  const videos = await db
    .select({ url: pageVideos.url })
    .from(pageVideos)
    .where(eq(pageVideos.pageId, page.id))
    .orderBy(asc(pageVideos.id));
  const tagList = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(pageTags)
    .innerJoin(tags, eq(tags.id, pageTags.tagId))
    .where(eq(pageTags.pageId, page.id));
  const topicList = await db
    .select({ id: topics.id, name: topics.name, slug: topics.slug })
    .from(pageTopics)
    .innerJoin(topics, eq(topics.id, pageTopics.topicId))
    .where(eq(pageTopics.pageId, page.id));
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
    user: {
      id: page.userId,
      name: authorName(found.userName, found.userLastName, found.userTypeId),
      avatar: found.userAvatar,
    },
    tags: tagList,
    topics: topicList,
    rating: page.rating,
    is_published: page.isPublished,
    created_at: page.publishedAt,
    updated_at: page.updatedAt,
    href: `/post/${page.slug}`,
    ...(await reactionSummary(db, 'post', page.id, viewer?.id ?? null)),
  };
}
