// The device copy of opened materials: one `cards` row per post (key 'page:<slug>'),
// written after each successful fetch once the device store is open, read by the screen live.
import * as v from 'valibot';
import { apiFetch } from '../../lib/api-client.ts';
import { checkedRow } from '../../lib/checked-row.ts';
import { keepRowsOnDevice } from '../../lib/device-replays.ts';
import type { LocalDb } from '../../lib/local-db.ts';
import type { PostDetail } from './post-types.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

const postKey = (slug: string) => `page:${slug}`;

export async function fetchPost(slug: string, signal?: AbortSignal): Promise<PostDetail> {
  const post = await apiFetch<ApiResponse<'/page/slug/:slug'>>(`/page/slug/${encodeURIComponent(slug)}`, { signal });
  keepRowsOnDevice({
    cards: [{ key: postKey(slug), type: 'page', id: post.id, slug: post.slug, data: post, savedAt: Date.now() }],
  }).catch(console.error);
  return post;
}

/** What the post screen reads of a stored post before drawing it. */
const storedPost = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  content: v.array(v.object({ type: v.string() })),
});

/** The stored post, or null when this device has never opened it. */
export async function readPost(db: LocalDb, slug: string): Promise<PostDetail | null> {
  const row = await db.cards.get(postKey(slug));
  return checkedRow<PostDetail>(storedPost, row?.data);
}
