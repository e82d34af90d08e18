// Wires notifications to a database: the producer and the badge rules listen to domain events,
// Web Push delivers new rows; the server also runs the timed sweep (reminders, anniversaries).
import type { AppDeps } from '../../context.ts';
import { awardAnniversaries, startBadgeRules } from './badge-rules.ts';
import { startNotificationProducer } from './producer.ts';
import { startPushDelivery } from './push-delivery.ts';
import { runTimedNotices } from './reminders.ts';

export function startNotifications(deps: AppDeps): void {
  const onError = (err: unknown) => deps.logger.error({ err }, 'notification producer failed');
  startNotificationProducer(deps.db, onError);
  startBadgeRules(deps.db, onError);
  startPushDelivery(deps.db, deps.config, deps.logger);
}

/** One sweep of everything time-based; safe to run again at once (each notice has a dedupe key). */
export function runNotificationSweep(deps: Pick<AppDeps, 'db'>, now = new Date()): number {
  return runTimedNotices(deps.db, now) + awardAnniversaries(deps.db, now);
}

/** The server's timer: a sweep at start and every NOTIFICATION_SWEEP_MS; returns the stop function. */
export function scheduleNotificationSweep(deps: AppDeps): () => void {
  const sweep = () => {
    try {
      const written = runNotificationSweep(deps);
      if (written > 0) deps.logger.info({ written }, 'timed notifications written');
    } catch (err) {
      deps.logger.error({ err }, 'notification sweep failed');
    }
  };
  sweep();
  const timer = setInterval(sweep, deps.config.NOTIFICATION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
