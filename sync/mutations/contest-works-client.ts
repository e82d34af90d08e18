// contest-work-send on the device, for every contest (the special one's sends too: since device version 8
// sends queued as 'special-work-send' are renamed by the upgrade). Queued by the page once the kept video's
// upload finished; the pending work's row says 'sending' in the same transaction as the outbox row,
// so the upload queue never queues a work twice. Applied: the row says 'sent' and an IndexedDB copy
// of the video is deleted at once (the page then frees an OPFS copy and drops the row). Rejected:
// the row keeps the form with the server's detail, to show and to delete.
import type { ContestWorkSendArgs } from './contest-works.ts';
import { defineClientMutation } from '../client/sync-module.ts';
import type { DeviceTx } from '../client/device-store.ts';
import type { LocalContext, SettleContext } from '../client/sync-module.ts';

export const pendingWorkKey = (owner: string, clientKey: string) => `${owner}:${clientKey}`;

async function markSending(tx: DeviceTx, { owner }: LocalContext, a: ContestWorkSendArgs) {
  const key = pendingWorkKey(owner, a.client_key);
  const row = await tx.table('pendingWorks').get(key);
  if (row) await tx.table('pendingWorks').put({ ...row, state: 'sending', uploadId: a.upload_id, percent: 100 });
}

async function settleWork(tx: DeviceTx, ctx: SettleContext, a: ContestWorkSendArgs) {
  const key = pendingWorkKey(ctx.owner, a.client_key);
  const row = await tx.table('pendingWorks').get(key);
  if (!row) return;
  if (ctx.outcome === 'applied') {
    await tx.table('pendingWorkFiles').delete(key);
    await tx.table('pendingWorks').put({ ...row, state: 'sent', message: undefined });
  } else await tx.table('pendingWorks').put({ ...row, state: 'rejected', message: ctx.detail, retryable: false });
}

const tables = ['pendingWorks', 'pendingWorkFiles'] as const;

export const contestWorkSendClient = defineClientMutation({
  name: 'contest-work-send',
  tables,
  apply: markSending,
  settle: settleWork,
});
