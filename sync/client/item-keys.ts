// Which item a mutation is about, so a newer unsent mutation can replace an older one
// (coalescing) and a pull does not overwrite an item that still has a local change waiting.
import type { OutboxRow } from './local-schema.ts';

/** The local bookmarks row key: bookmarks are kept per owner on a shared device. */
export function bookmarkRowKey(owner: string, type: string, id: number): string {
  return `${owner}:${type}:${id}`;
}

export function bookmarkItemKey(type: string, id: number): string {
  return `bookmark:${type}:${id}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The item a mutation changes, or null when mutations of this name never coalesce. */
export function itemKeyOf(name: string, args: unknown): string | null {
  if (name === 'bookmark-set' && isRecord(args) && typeof args.type === 'string' && typeof args.id === 'number') {
    return bookmarkItemKey(args.type, args.id);
  }
  // Only the newest listening position matters, so a waiting one is replaced rather than
  // queueing a row every 5 s. Course steps and quiz answers never coalesce: each is a fact.
  if (name === 'audio-position-set' && isRecord(args) && typeof args.audio_id === 'number') {
    return `audio:${args.audio_id}`;
  }
  return null;
}

/** Items with a mutation not yet settled by the server (pending or in flight). */
export function unsettledItemKeys(rows: readonly OutboxRow[]): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) {
    if (row.state === 'rejected') continue;
    const key = itemKeyOf(row.name, row.args);
    if (key) keys.add(key);
  }
  return keys;
}
