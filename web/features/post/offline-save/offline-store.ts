// 'Сохранить офлайн': a material kept whole on the device: its JSON in Dexie (`cards`, key
// 'offline:page:<slug>', offline: true) and every image and audio file it uses fully in the
// Cache Storage cache 'offline-media', which the service worker answers from (with byte ranges,
// so podcasts seek offline). Removing deletes both. Saving and removing are in offline-files.ts,
// loaded at the button's first press: a post's first load only reads the record.
import * as v from 'valibot';
import type { ContentBlock } from '../../../components/content-blocks/block-types.ts';
import { checkedRow } from '../../../lib/checked-row.ts';
import type { LocalDb } from '../../../lib/local-db.ts';

/** The Cache Storage cache the service worker answers saved materials' files from. */
export const OFFLINE_CACHE = 'offline-media';

export interface OfflineMaterial {
  id: number;
  slug: string;
  title: string;
  preview: string | null;
  content: ContentBlock[];
  audios: { path: string }[];
}

export interface OfflineRecord {
  urls: string[];
  bytes: number;
  post: OfflineMaterial;
}

export const offlineKey = (slug: string) => `offline:page:${slug}`;

/** A saved material as offline-files.ts keeps it: the files it cached, their size, the material. */
const storedRecord = v.object({
  urls: v.array(v.string()),
  bytes: v.number(),
  post: v.object({ id: v.number(), slug: v.string(), title: v.string() }),
});

export function isRecord(value: unknown): value is OfflineRecord {
  return checkedRow<OfflineRecord>(storedRecord, value) !== null;
}

/** The stored record of a material (null: not saved). */
export async function readOffline(db: LocalDb, slug: string): Promise<{ bytes: number; urls: string[] } | null> {
  const row = await db.cards.get(offlineKey(slug));
  return isRecord(row?.data) ? { bytes: row.data.bytes, urls: row.data.urls } : null;
}

let sizeFormat: Intl.NumberFormat | null = null;
/** '340 КБ', '1,2 МБ', '2,5 ГБ'. */
export function formatBytes(bytes: number): string {
  // Made at the first use: an Intl formatter costs a few milliseconds to build on a slow phone.
  sizeFormat ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(bytes, 0) / 1024)} КБ`;
  if (bytes < 1024 ** 3) return `${sizeFormat.format(bytes / 1024 ** 2)} МБ`;
  return `${sizeFormat.format(bytes / 1024 ** 3)} ГБ`;
}
