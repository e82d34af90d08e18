// The event countdown: days:hours:minutes to the start, refreshed every second, then the
// labels of spec section 4 ('Мероприятие началось', '…завершено', '…отменено').
import { useEffect, useState } from 'react';
import { stateAt, type EventCard } from './event-types.ts';

export const LABELS = {
  running: 'Мероприятие началось',
  finished: 'Мероприятие завершено',
  cancelled: 'Мероприятие отменено',
} as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** Now, refreshed every second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function timeLeft(target: number, now: number) {
  const minutes = Math.max(0, Math.ceil((target - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

export function EventCountdown({ event, now }: { event: Pick<EventCard, 'state' | 'startAt' | 'endAt'>; now: number }) {
  const state = stateAt(event, now);
  if (state !== 'wait')
    return (
      <p className={`event-countdown event-countdown--${state}`} role="status">
        {LABELS[state]}
      </p>
    );
  const t = timeLeft(Date.parse(event.startAt), now);
  return (
    <div className="event-countdown">
      <p className="event-countdown__title">До начала</p>
      <p
        className="event-countdown__value"
        role="timer"
        aria-label={`До начала: ${t.days} д. ${t.hours} ч. ${t.minutes} мин.`}
      >
        <span className="event-countdown__unit" aria-hidden="true">
          {pad(t.days)}
          <small>дни</small>
        </span>
        <span aria-hidden="true">:</span>
        <span className="event-countdown__unit" aria-hidden="true">
          {pad(t.hours)}
          <small>часы</small>
        </span>
        <span aria-hidden="true">:</span>
        <span className="event-countdown__unit" aria-hidden="true">
          {pad(t.minutes)}
          <small>минуты</small>
        </span>
      </p>
    </div>
  );
}
