// The video of a work kept on the device: a file in the Origin Private File System (written as a
// stream, never read into memory), or a Blob in IndexedDB where OPFS is unavailable.
import { openDevice } from '../device-store.ts';

/** OPFS folders: works kept for the queue, and the video of an upload the form started (unfinished-upload.ts). */
export type KeptFolder = 'pending-works' | 'unfinished-uploads';

async function folder(name: KeptFolder = 'pending-works'): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(name, { create: true });
}

/** Keeps `file` under `name`; says where. Throws a QuotaExceededError when the device is full. */
export async function keepFile(
  key: string,
  name: string,
  file: Blob,
  where: KeptFolder = 'pending-works',
): Promise<'opfs' | 'idb'> {
  const localDb = await openDevice();
  let handle: FileSystemFileHandle | null = null;
  try {
    handle = await (await folder(where)).getFileHandle(name, { create: true });
  } catch {
    // no OPFS here (an old browser, a private window): IndexedDB holds the Blob
  }
  if (handle && 'createWritable' in handle) {
    try {
      const writable = await handle.createWritable();
      await file.stream().pipeTo(writable);
      return 'opfs';
    } catch (e) {
      await removeOpfsFile(name, where);
      if (e instanceof DOMException && e.name === 'QuotaExceededError') throw e;
    }
  }
  await localDb.pendingWorkFiles.put({ key, blob: file });
  return 'idb';
}

export async function readKeptFile(
  key: string,
  name: string,
  store: 'opfs' | 'idb',
  where: KeptFolder = 'pending-works',
): Promise<Blob | null> {
  const localDb = await openDevice();
  if (store === 'idb') return (await localDb.pendingWorkFiles.get(key))?.blob ?? null;
  try {
    return await (await (await folder(where)).getFileHandle(name)).getFile();
  } catch {
    return null;
  }
}

async function removeOpfsFile(name: string, where: KeptFolder): Promise<void> {
  try {
    await (await folder(where)).removeEntry(name);
  } catch {
    // already gone
  }
}

export async function freeKeptFile(key: string, name: string, where: KeptFolder = 'pending-works'): Promise<void> {
  const localDb = await openDevice();
  await removeOpfsFile(name, where);
  await localDb.pendingWorkFiles.delete(key);
}
