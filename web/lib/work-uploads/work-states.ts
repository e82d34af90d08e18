// The states of a contest work kept on the device, apart from pending-works.ts so the header's
// pending count (sync-status.ts, on the first load) does not bring the kept works' code with it.
import type { PendingWorkRow } from '../../../sync/client/local-schema.ts';

/** States the queue still has to act on: counted as the user's pending actions until queued. */
export const UNQUEUED_STATES: readonly PendingWorkRow['state'][] = ['waiting', 'uploading', 'failed'];
