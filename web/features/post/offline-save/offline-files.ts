// Saving a material for offline reading and removing it (offline-store.ts describes the record): loaded at the
// first press of 'Сохранить офлайн' or 'Удалить с устройства'. The pictures of its 'Читайте также' cards are kept
// too (one width each, about 640 px: the service worker shows a kept width for any other), best effort.
import { responsiveImage } from '../../../../sync/rules/images.ts';
import type { ContentBlock } from '../../../components/content-blocks/block-types.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ApiResponse } from '../../../lib/api-contract.ts';
import { dropRows, putRows } from '../../../lib/device-rows.ts';
import { openDevice } from '../../../lib/device-store.ts';
import {
  OFFLINE_CACHE,
  isRecord,
  offlineKey,
  readOffline,
  type OfflineMaterial,
  type OfflineRecord,
} from './offline-store.ts';

/** Every same-site file the material shows or plays. */
function mediaUrls(m: OfflineMaterial): string[] {
  const out = new Set<string>();
  const add = (u: string | null | undefined) => {
    if (u && (u.startsWith('/') || u.startsWith(location.origin))) out.add(new URL(u, location.origin).href);
  };
  add(m.preview);
  m.audios.forEach((a) => add(a.path));
  const visit = (b: ContentBlock) => {
    switch (b.type) {
      case 'multiblock':
        b.data.blocks.forEach(visit);
        break;
      case 'image':
      case 'picture':
        add(b.data.url);
        break;
      case 'accent':
        add(b.data.image);
        break;
      case 'audio':
        add(b.data.path);
        break;
      case 'video':
        add(b.data.preview);
        break;
      case 'slider':
      case 'slider_horizontal':
        b.data.slides.forEach((s) => add(s.url));
        break;
      default:
        break;
    }
  };
  m.content.forEach(visit);
  return [...out];
}

/** The card width 'Читайте также' draws at most (a card in a grid of three, or a phone's full width). */
const CARD_WIDTH = 640;

/** One picture address per 'Читайте также' card of the material (asked now, which also refreshes the list kept
 * for offline); none when the list cannot be had. */
async function relatedPictureUrls(pageId: number): Promise<string[]> {
  const body = await apiFetch<ApiResponse<'/recommendation/post'>>('/recommendation/post', {
    query: { id: pageId },
  }).catch(() => null);
  const out = new Set<string>();
  for (const card of body?.list ?? []) {
    const preview = card.preview;
    if (!preview || !(preview.startsWith('/') || preview.startsWith(location.origin))) continue;
    const widths = (responsiveImage(preview)?.srcSet ?? '').split(', ').filter(Boolean);
    const atWidth = widths
      .map((entry) => entry.split(' '))
      .map(([url, w]) => ({ url: url!, width: Number.parseInt(w ?? '0', 10) }))
      .sort((a, b) => Math.abs(a.width - CARD_WIDTH) - Math.abs(b.width - CARD_WIDTH))[0];
    out.add(new URL(atWidth?.url ?? preview, location.origin).href);
  }
  return [...out];
}

/** Downloads and stores every file, then the material; returns the bytes stored. */
export async function saveOffline(m: OfflineMaterial): Promise<number> {
  const localDb = await openDevice();
  const cache = await caches.open(OFFLINE_CACHE);
  const own = mediaUrls(m);
  const related = (await relatedPictureUrls(m.id)).filter((url) => !own.includes(url));
  const urls = [...own];
  let bytes = 0;
  for (const url of own) {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`Не удалось скачать ${url}`);
    const blob = await res.clone().blob();
    bytes += blob.size;
    await cache.put(url, res);
  }
  // A card's picture that does not arrive leaves that card without it offline; the material is saved all the same.
  for (const url of related) {
    const res = await fetch(url).catch(() => null);
    if (!res?.ok) continue;
    bytes += (await res.clone().blob()).size;
    await cache.put(url, res);
    urls.push(url);
  }
  // The worker keeps only the screens already opened: the post screen's code in full (its lazy parts too; 'На
  // устройстве', which lists what is saved, is precached).
  // Imported here: statically, it would lengthen the post screen's preload list for this file, on its first load.
  await (await import('../../../lib/route-code.ts')).keepRouteCode(['post/$slug']);
  const data: OfflineRecord = { urls, bytes, post: m };
  await putRows(localDb, {
    cards: [
      {
        key: offlineKey(m.slug),
        type: 'offline-page',
        id: m.id,
        slug: m.slug,
        data,
        savedAt: Date.now(),
        offline: true,
      },
    ],
  });
  return bytes;
}

/** Removes the material and the files no other saved material uses. */
export async function removeOffline(slug: string): Promise<void> {
  const localDb = await openDevice();
  const mine = await readOffline(localDb, slug);
  const others = (await localDb.cards.where('key').startsWith('offline:page:').toArray()).filter(
    (r) => r.key !== offlineKey(slug),
  );
  const used = new Set(others.flatMap((r) => (isRecord(r.data) ? r.data.urls : [])));
  const cache = await caches.open(OFFLINE_CACHE);
  for (const url of mine?.urls ?? []) if (!used.has(url)) await cache.delete(url);
  await dropRows(localDb, 'cards', [offlineKey(slug)]);
}
