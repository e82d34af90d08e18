// Writes a file so that no reader, on this node or another one sharing the folder (NFS), ever sees it
// half written: the bytes go to a temporary name in the same folder, which is then renamed over the
// final name (one atomic step on POSIX file systems and NFS alike). Never write a served file directly.
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/** The temporary names this module writes end with this (a sweep may delete old ones after a crash). */
export const TEMP_SUFFIX = '.partial';

export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const temp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`;
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
