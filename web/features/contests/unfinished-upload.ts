// The video of an upload the form started online, kept on the device (as a kept work's is) with a
// small note in localStorage, so that after a reload or a closed tab the form offers
// 'Продолжить загрузку' and tus resumes from the server's offset. One per user and form (`slot`).
// Never blocks the upload: a device without room simply has nothing to offer after a reload.
import { freeKeptFile, keepFile, readKeptFile } from '../../lib/work-uploads/device-files.ts';

export interface UnfinishedUpload {
  name: string;
  store: 'opfs' | 'idb';
  fileName: string;
  fileType: string;
  fileSize: number;
  /** The tus upload on the server, once created. */
  uploadUrl?: string;
}

const noteKey = (owner: string, slot: string) => `unfinishedUpload:${owner}:${slot}`;
const fileKey = (owner: string, slot: string) => `unfinished:${owner}:${slot}`;

export function findUnfinished(owner: string, slot: string): UnfinishedUpload | null {
  try {
    const raw = localStorage.getItem(noteKey(owner, slot));
    return raw ? (JSON.parse(raw) as UnfinishedUpload) : null;
  } catch {
    return null;
  }
}

function write(owner: string, slot: string, note: UnfinishedUpload): void {
  try {
    localStorage.setItem(noteKey(owner, slot), JSON.stringify(note));
  } catch {
    // no room for the note: nothing to offer after a reload
  }
}

/** Keeps `file` for this form; the note is written only once the whole file is on the device. */
export async function rememberUpload(owner: string, slot: string, file: File): Promise<void> {
  await forgetUpload(owner, slot);
  const name = crypto.randomUUID();
  const store = await keepFile(fileKey(owner, slot), name, file, 'unfinished-uploads');
  const uploadUrl = findUnfinished(owner, slot)?.uploadUrl;
  write(owner, slot, { name, store, fileName: file.name, fileType: file.type, fileSize: file.size, uploadUrl });
}

/** Records the server's tus address (the note may not exist yet: then it is kept for when it does). */
export function rememberUploadUrl(owner: string, slot: string, uploadUrl: string): void {
  const note = findUnfinished(owner, slot);
  write(owner, slot, { ...(note ?? { name: '', store: 'opfs', fileName: '', fileType: '', fileSize: 0 }), uploadUrl });
}

/** The kept video as a File with its original name and type, or null when it is gone. */
export async function readUnfinished(owner: string, slot: string, note: UnfinishedUpload): Promise<File | null> {
  if (!note.name) return null;
  const blob = await readKeptFile(fileKey(owner, slot), note.name, note.store, 'unfinished-uploads');
  if (!blob || blob.size !== note.fileSize) return null;
  return new File([blob], note.fileName, { type: note.fileType });
}

/** Frees the kept video and its note (sent, replaced, or kept as a work for the queue). */
export async function forgetUpload(owner: string, slot: string): Promise<void> {
  const note = findUnfinished(owner, slot);
  localStorage.removeItem(noteKey(owner, slot));
  if (note?.name) await freeKeptFile(fileKey(owner, slot), note.name, 'unfinished-uploads');
}
