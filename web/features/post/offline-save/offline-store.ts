// 'Сохранить офлайн': a material kept whole on the device: its JSON in Dexie (`cards`, key
// 'offline:page:<slug>', offline: true) and every image and audio file it uses fully in the
// Cache Storage cache 'offline-media', which the service worker answers from (with byte ranges,
// so podcasts seek offline). Removing deletes both.
import type { ContentBlock } from '../../../components/content-blocks/block-types.ts';
import { openDevice } from '../../../lib/device-store.ts';
import type { LocalDb } from '../../../lib/local-db.ts';

const OFFLINE_CACHE = 'offline-media';

export interface OfflineMaterial {
  id: number;
  slug: string;
  title: string;
  preview: string | null;
  content: ContentBlock[];
  audios: { path: string }[];
}

interface OfflineRecord {
  urls: string[];
  bytes: number;
  post: OfflineMaterial;
}

export const offlineKey = (slug: string) => `offline:page:${slug}`;

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

function isRecord(v: unknown): v is OfflineRecord {
  return (
    typeof v === 'object' &&
    v !== null &&
    'urls' in v &&
    Array.isArray(v.urls) &&
    'bytes' in v &&
    typeof v.bytes === 'number'
  );
}

/** The stored record of a material (null: not saved). */
export async function readOffline(db: LocalDb, slug: string): Promise<{ bytes: number; urls: string[] } | null> {
  const row = await db.cards.get(offlineKey(slug));
  return isRecord(row?.data) ? { bytes: row.data.bytes, urls: row.data.urls } : null;
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

const sizeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
/** '340 КБ', '1,2 МБ', '2,5 ГБ'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(bytes, 0) / 1024)} КБ`;
  if (bytes < 1024 ** 3) return `${sizeFormat.format(bytes / 1024 ** 2)} МБ`;
  return `${sizeFormat.format(bytes / 1024 ** 3)} ГБ`;
}
