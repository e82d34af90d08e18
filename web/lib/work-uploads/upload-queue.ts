// The queue of works kept on the device: when the signed-in user's device is online, each kept
// work's video is uploaded with tus (resumed from the server's offset), its poster sent, and the
// work queued as an offline action ('contest-work-send', for every contest), which the sync
// engine sends exactly once. An upload the server did not answer is retried once it answers again.
// A Web Lock per work keeps two tabs from uploading the same one; a work the server accepted has its
// video freed here. Never reads a whole video into memory.
import type * as tus from 'tus-js-client';
import { metaKeys } from '../../../sync/client/outbox-store.ts';
import { ownerFromSession } from '../../../sync/client/session-meta.ts';
import { localDb, watchDeviceRows } from '../local-db.ts';
import { queueMutation } from '../sync-client.ts';
import { freeKeptFile, readKeptFile } from './device-files.ts';
import type { PendingWorkRow } from './pending-works.ts';
import { sendPoster } from './poster-frame.ts';
import { waitForServer } from './server-probe.ts';
import { startUpload, uploadFailure, videoUpload } from './tus-upload.ts';
import { isOffline, whenServerBack } from '../reachability.ts';

const active = new Map<string, tus.Upload | null>();
let owner: string | null = null;

function update(key: string, changes: Partial<PendingWorkRow>) {
  return localDb.pendingWorks.update(key, changes);
}

function upload(row: PendingWorkRow, file: Blob): Promise<string> {
  let percent = row.percent;
  return new Promise((resolve, reject) => {
    const u = videoUpload({
      file,
      fileName: row.fileName,
      fileType: row.fileType,
      maxSeconds: row.maxSeconds,
      uploadUrl: row.uploadUrl,
      onUrl: (url) => void update(row.key, { uploadUrl: url }),
      onProgress: (next) => {
        if (next === percent) return;
        percent = next;
        void update(row.key, { percent: next });
      },
      onError: reject,
      onSuccess: resolve,
    });
    active.set(row.key, u);
    startUpload(u, false);
  });
}

async function send(key: string, who: string): Promise<void> {
  const row = await localDb.pendingWorks.get(key);
  if (!row || !['waiting', 'uploading', 'failed'].includes(row.state)) return;
  const file = await readKeptFile(row.key, row.clientKey, row.store);
  if (!file) return void update(key, { state: 'failed', message: 'Видео пропало с устройства', retryable: false });
  await update(key, { state: 'uploading', message: undefined });
  try {
    const uploadId = await upload(row, file);
    if (row.poster) await sendPoster(uploadId, row.poster);
    const args = {
      contest_id: row.contestId,
      upload_id: uploadId,
      name: row.name,
      description: row.description,
      nomination_id: row.nominationId,
      client_key: row.clientKey,
      ...(row.studentId ? { student_id: row.studentId } : {}),
    };
    await queueMutation(who, 'contest-work-send', args);
  } catch (e) {
    if (!active.has(key)) return; // deleted by the user meanwhile
    const { serverDown, ...failure } = uploadFailure(e instanceof Error ? e : new Error(String(e)), row.maxSeconds);
    await update(key, { state: 'failed', ...failure });
    // Online but the server did not answer: no 'online' event will come, so ask the server until it does.
    if (serverDown) void waitForServer(() => undefined, new AbortController().signal).then(() => retryAfterOutage(key));
  }
}

async function retryAfterOutage(key: string): Promise<void> {
  const row = await localDb.pendingWorks.get(key);
  if (row?.state === 'failed' && row.retryable) await update(key, { state: 'waiting', message: undefined });
}

function take(row: PendingWorkRow, who: string): void {
  if (active.has(row.key)) return;
  active.set(row.key, null);
  void navigator.locks
    .request(`work-upload:${row.key}`, { ifAvailable: true }, async (lock) => {
      if (lock) await send(row.key, who);
    })
    .catch((e: unknown) => console.warn('[work upload]', e))
    .finally(() => active.delete(row.key));
}

async function tick(backOnline = false): Promise<void> {
  const who = owner;
  if (!who) return;
  const rows = await localDb.pendingWorks.where('owner').equals(who).toArray();
  for (const row of rows) {
    if (row.state === 'sent') {
      await freeKeptFile(row.key, row.clientKey);
      await localDb.pendingWorks.delete(row.key);
    } else if (isOffline()) continue;
    else if (row.state === 'waiting' || (row.state === 'uploading' && !active.has(row.key))) take(row, who);
    else if (row.state === 'failed' && row.retryable && backOnline) take(row, who);
  }
}

/** Starts the queue for this tab (once, from main.tsx). */
export function startWorkUploads(): void {
  watchDeviceRows(
    () => localDb.syncMeta.get(metaKeys.session),
    (row) => {
      owner = ownerFromSession(row?.value);
      void tick();
    },
  );
  watchDeviceRows(
    () => localDb.pendingWorks.toArray(),
    () => void tick(),
  );
  whenServerBack(() => void tick(true));
}

/** 'Удалить': stops its upload in this tab, removes the work and frees its video. */
export async function discardKeptWork(row: PendingWorkRow): Promise<void> {
  const u = active.get(row.key);
  active.delete(row.key);
  await u?.abort(true).catch(() => undefined);
  await freeKeptFile(row.key, row.clientKey);
  await localDb.pendingWorks.delete(row.key);
}
