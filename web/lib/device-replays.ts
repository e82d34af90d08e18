// Writes that wait for the device store (it opens once the first screen is drawn, device-store.ts) kept as data,
// not closures, so a reload of the tab in that moment does not lose them: they go to sessionStorage when the page
// is hidden or left, and are written at the tab's next start once the store opens. sessionStorage, because
// Chromium writes it synchronously in 'pagehide'; IndexedDB work started there (or a Dexie import) may never end.
// Holds only what the device store would: public answers and a visit; never a user's queued action (the outbox).
import { putRows, type RowPuts } from './device-rows.ts';
import type { LocalDb } from './local-db.ts';

export type { RowPuts };

/** Writes a kept value once the store is open; `data` is what was kept under that kind (JSON). */
export type Replay = (db: LocalDb, data: unknown) => Promise<unknown>;

interface Waiting {
  kind: string;
  data: unknown;
  running?: boolean;
  settle?: (error?: unknown) => void;
}

const STORAGE_KEY = 'device-writes-waiting';

// 'rows' data is a RowPuts: written by keepRowsOnDevice below, or read back from this tab's sessionStorage.
const replays = new Map<string, Replay>([['rows', (db, data) => putRows(db, data as RowPuts)]]);
let device: LocalDb | null = null;

function readSaved(): Waiting[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) =>
      typeof item === 'object' && item !== null && 'kind' in item && typeof item.kind === 'string' && 'data' in item
        ? [{ kind: item.kind, data: item.data }]
        : [],
    );
  } catch {
    return []; // No sessionStorage (a worker, a test) or nothing readable kept.
  }
}

const waiting: Waiting[] = readSaved();
/** Whether sessionStorage holds a copy that must follow the list. */
let saved = waiting.length > 0;

function save(): void {
  try {
    if (waiting.length)
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(waiting.map(({ kind, data }) => ({ kind, data }))));
    else sessionStorage.removeItem(STORAGE_KEY);
    saved = waiting.length > 0;
  } catch {
    // Full or unavailable: the writes stay in memory for this page.
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}

function settled(item: Waiting, error?: unknown): void {
  waiting.splice(waiting.indexOf(item), 1);
  if (saved) save();
  if (item.settle) item.settle(error);
  else if (error !== undefined) console.error(error);
}

/** Every waiting 'rows' write in one transaction: a first start keeps a dozen answers, and each transaction costs. */
function runRows(db: LocalDb): void {
  const items = waiting.filter((item) => item.kind === 'rows' && !item.running);
  if (items.length < 2) return;
  const merged: Required<RowPuts> = { cards: [], pages: [], siteData: [] };
  for (const item of items) {
    item.running = true;
    // Kept by keepRowsOnDevice or read back from sessionStorage: a RowPuts, in the order they were asked.
    const puts = item.data as RowPuts;
    merged.cards.push(...(puts.cards ?? []));
    merged.pages.push(...(puts.pages ?? []));
    merged.siteData.push(...(puts.siteData ?? []));
  }
  putRows(db, merged).then(
    () => items.forEach((item) => settled(item)),
    (error: unknown) => items.forEach((item) => settled(item, error ?? new Error('device write failed'))),
  );
}

function run(): void {
  if (!device) return;
  runRows(device);
  for (const item of waiting) {
    const replay = replays.get(item.kind);
    if (!replay || item.running) continue;
    item.running = true;
    replay(device, item.data).then(
      () => settled(item),
      (error: unknown) => settled(item, error ?? new Error('device write failed')),
    );
  }
}

/**
 * Keeps `data` to be written by the replay registered for `kind` once the store is open (at once if it is);
 * resolves once written. Kept across a reload of the tab, so `data` must be plain JSON.
 */
export function keepForReplay(kind: string, data: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    waiting.push({ kind, data, settle: (error) => (error === undefined ? resolve() : reject(error)) });
    run();
  });
}

/** Puts rows on the device once the store is open, in one transaction; kept across a reload of the tab. */
export function keepRowsOnDevice(puts: RowPuts): Promise<void> {
  return keepForReplay('rows', puts);
}

/** Says how to write what was kept under `kind`; what waits under it (this page's or the last one's) runs then. */
export function registerReplay(kind: string, replay: Replay): void {
  replays.set(kind, replay);
  run();
}

/** Called by device-store.ts when the store opens: starts every kept write, oldest first, before anything else. */
export function replayWhenOpen(db: LocalDb): void {
  device = db;
  run();
}
