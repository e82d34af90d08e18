// Contest works kept on the device until the network returns (the form, its poster and its video),
// read by the upload forms, the header's pending count and the 'На устройстве' screen. The queue
// (upload-queue.ts) sends them; the user may retry a failed one or delete one.
import { pendingWorkKey } from '../../../sync/mutations/contest-works-client.ts';
import type { PendingWorkRow } from '../../../sync/client/local-schema.ts';
import { useDeviceQuery } from '../device-query.ts';
import { openDevice } from '../device-store.ts';
import { freeKeptFile, keepFile } from './device-files.ts';

export type { PendingWorkRow };

/** What a form keeps: the row's form fields (`uploadUrl`: a tus upload the form had started), and its files. */
export type KeptWorkInput = Pick<
  PendingWorkRow,
  | 'owner'
  | 'contestId'
  | 'contestTitle'
  | 'formPath'
  | 'studentId'
  | 'name'
  | 'description'
  | 'nominationId'
  | 'maxSeconds'
  | 'uploadUrl'
> & { file: File; poster: Blob | null };

/** Keeps a work on the device for the queue. Throws a QuotaExceededError when the device is full. */
export async function keepWork(input: KeptWorkInput): Promise<PendingWorkRow> {
  const localDb = await openDevice();
  const clientKey = crypto.randomUUID();
  const key = pendingWorkKey(input.owner, clientKey);
  const store = await keepFile(key, clientKey, input.file);
  const row: PendingWorkRow = {
    key,
    owner: input.owner,
    clientKey,
    contestId: input.contestId,
    contestTitle: input.contestTitle,
    formPath: input.formPath,
    studentId: input.studentId,
    name: input.name,
    description: input.description,
    nominationId: input.nominationId,
    maxSeconds: input.maxSeconds,
    fileName: input.file.name,
    fileType: input.file.type,
    fileSize: input.file.size,
    store,
    poster: input.poster ?? undefined,
    state: 'waiting',
    percent: 0,
    uploadUrl: input.uploadUrl,
    at: new Date().toISOString(),
  };
  try {
    await localDb.pendingWorks.put(row);
  } catch (e) {
    await freeKeptFile(key, clientKey);
    throw e;
  }
  return row;
}

/** The owner's kept works (of one contest when given), oldest first. */
export function usePendingWorks(owner: string | null, contestId?: number): PendingWorkRow[] {
  return (
    useDeviceQuery(
      owner
        ? async (db) => {
            const rows = await db.pendingWorks.where('owner').equals(owner).sortBy('at');
            return contestId === undefined ? rows : rows.filter((r) => r.contestId === contestId);
          }
        : null,
      [owner, contestId],
    ) ?? []
  );
}

/** Bytes a kept work holds on the device (its video and poster). */
export const keptBytes = (row: PendingWorkRow) => (row.state === 'sent' ? 0 : row.fileSize + (row.poster?.size ?? 0));

/** 'Повторить': the queue takes it again at once. */
export async function retryKeptWork(key: string): Promise<void> {
  const localDb = await openDevice();
  await localDb.pendingWorks.update(key, { state: 'waiting', message: undefined });
}
