// Wires notifications to a database: the producer and the badge rules listen to domain events,
// Web Push delivers new rows; the server's cluster jobs run the timed sweep (reminders, anniversaries).
import type { AppDeps } from '../../context.ts';
import type { ClusterJob } from '../../lib/cluster-jobs.ts';
import { awardAnniversaries, startBadgeRules } from './badge-rules.ts';
import { startNotificationProducer } from './producer.ts';
import { startPushDelivery } from './push-delivery.ts';
import { runTimedNotices } from './reminders.ts';

export function startNotifications(deps: AppDeps): void {
  const onError = (err: unknown) => deps.logger.error({ err }, 'notification producer failed');
  startNotificationProducer(deps.db, onError);
  startBadgeRules(deps.db, onError);
  startPushDelivery(deps);
}

/** One sweep of everything time-based; safe to run again at once (each notice has a dedupe key). */
export async function runNotificationSweep(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  return (await runTimedNotices(deps.db, now)) + (await awardAnniversaries(deps.db, now));
}

/** The timed sweep as a cluster job (api/lib/cluster-jobs.ts): one node sweeps per NOTIFICATION_SWEEP_MS. */
export function notificationSweepJob(deps: AppDeps): ClusterJob {
  return {
    name: 'notification-sweep',
    periodMs: deps.config.NOTIFICATION_SWEEP_MS,
    work: async () => {
      const written = await runNotificationSweep(deps);
      if (written > 0) deps.logger.info({ written }, 'timed notifications written');
    },
  };
}
