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
  startPushDelivery(deps);
}

/** One sweep of everything time-based; safe to run again at once (each notice has a dedupe key). */
export async function runNotificationSweep(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  return (await runTimedNotices(deps.db, now)) + (await awardAnniversaries(deps.db, now));
}

/**
 * The server's timer: a sweep at start and every NOTIFICATION_SWEEP_MS; returns the stop function.
 * A sweep still running when the timer fires again is not joined by a second one.
 */
export function scheduleNotificationSweep(deps: AppDeps): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const written = await runNotificationSweep(deps);
      if (written > 0) deps.logger.info({ written }, 'timed notifications written');
    } catch (err) {
      deps.logger.error({ err }, 'notification sweep failed');
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), deps.config.NOTIFICATION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
