// Opens the device store (Dexie, ~30 KB gzip) off the first load: online, the first screen draws
// from the network's answers (first-screen.ts) and the store opens once that screen is drawn;
// offline, when a call finds no network, or for a user's action, it opens at once. Never imports
// Dexie statically: that would put it back on every first load.
// A write that waits for the store survives a reload of the tab (device-replays.ts).
import type * as LocalDbModule from './local-db.ts';
import type { LocalDb } from './local-db.ts';
import { replayWhenOpen } from './device-replays.ts';

export type DeviceModule = typeof LocalDbModule;

let loading: Promise<DeviceModule> | null = null;
let opened: DeviceModule | null = null;
const listeners = new Set<() => void>();
const waiting: Array<(module: DeviceModule) => void> = [];

/** Lets the browser run other tasks (input, a frame) between the steps of opening the store. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Like openDevice, with Dexie's liveQuery beside the store. */
export function openDeviceModule(): Promise<DeviceModule> {
  // Opening is cut into tasks (evaluating Dexie, building the schema, creating or upgrading the database, writing the kept answers,
  // the screens' first reads), each short enough not to block a tap on a slow phone (issue 17).
  loading ??= (async () => {
    // Dexie's own code is evaluated in a task of its own, before the store's schema is built from it.
    await import('dexie');
    await nextTask();
    const module = await import('./local-db.ts');
    await nextTask();
    await module.localDb.open().catch(() => undefined); // a failure is met again, and reported, by the first read
    await nextTask();
    opened = module;
    replayWhenOpen(module.localDb);
    // Kept answers are written first (Dexie runs operations in the order they are asked), so the
    // live queries that subscribe once the listeners hear of the store already read them.
    // Each write in a task of its own: a list of cards written with the others was one long task of Dexie's work.
    for (const run of waiting.splice(0)) {
      run(module);
      await nextTask();
    }
    for (const listener of listeners) listener();
    return module;
  })();
  // Dexie's code not reachable (the network went before the service worker kept it): the next call
  // (a failed request, the 'offline' event, a user's action) tries again, instead of this failure for the tab's life.
  loading.catch(() => (loading = null));
  return loading;
}

/** The device store, loaded now if it is not yet: for reads and writes a user's action needs. */
export async function openDevice(): Promise<LocalDb> {
  return (await openDeviceModule()).localDb;
}

/** The store and Dexie's liveQuery once something else has opened the store (see whenDeviceOpen). */
export function whenDeviceModuleOpen(): Promise<DeviceModule> {
  if (opened) return Promise.resolve(opened);
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * The device store once something else has opened it (the first screen drawn, no network, a user's
 * action): for work that must not pull Dexie into the first load.
 */
export async function whenDeviceOpen(): Promise<LocalDb> {
  return (await whenDeviceModuleOpen()).localDb;
}

/**
 * Keeps a network answer (already on the screen) on the device once the store is open. The write
 * starts before any live query of the opened store reads, so none shows an older copy after it.
 */
export function keepOnDevice(write: (db: LocalDb) => Promise<unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const run = (module: DeviceModule) => void write(module.localDb).then(() => resolve(), reject);
    if (opened) run(opened);
    else waiting.push(run);
  });
}

/** The loaded module (the store and Dexie's liveQuery), or null before it is opened. */
export function openedDevice(): DeviceModule | null {
  return opened;
}

export function subscribeDevice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
