// Saving a material for offline reading and removing it (offline-store.ts describes the record): loaded at the
// first press of 'Сохранить офлайн' or 'Удалить с устройства'.
import type { ContentBlock } from '../../../components/content-blocks/block-types.ts';
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

/** Downloads and stores every file, then the material; returns the bytes stored. */
export async function saveOffline(m: OfflineMaterial): Promise<number> {
  const localDb = await openDevice();
  const cache = await caches.open(OFFLINE_CACHE);
  const urls = mediaUrls(m);
  let bytes = 0;
  for (const url of urls) {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`Не удалось скачать ${url}`);
    const blob = await res.clone().blob();
    bytes += blob.size;
    await cache.put(url, res);
  }
  const data: OfflineRecord = { urls, bytes, post: m };
  await localDb.cards.put({
    key: offlineKey(m.slug),
    type: 'offline-page',
    id: m.id,
    slug: m.slug,
    data,
    savedAt: Date.now(),
    offline: true,
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
  await localDb.cards.delete(offlineKey(slug));
}
