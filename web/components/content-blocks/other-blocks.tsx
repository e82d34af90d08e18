// The countdown block: days:hours:minutes to its date, refreshed every second.
import { useEffect, useState } from 'react';
import type { LeafBlock } from './block-types.ts';

type Of<T extends LeafBlock['type']> = Extract<LeafBlock, { type: T }>['data'];
const pad = (n: number) => String(n).padStart(2, '0');

function left(target: number, now: number) {
  const minutes = Math.max(0, Math.floor((target - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

export function CountdownBlock({ data }: { data: Of<'countdown'> }) {
  const target = new Date(data.date).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const t = left(target, now);
  return (
    <section className="block-countdown">
      {data.title && <p className="block-countdown__title">{data.title}</p>}
      <p className="block-countdown__value" role="timer" aria-label={`${t.days} д. ${t.hours} ч. ${t.minutes} мин.`}>
        <span className="block-countdown__unit" aria-hidden="true">
          {pad(t.days)}
          <small>дни</small>
        </span>
        <span className="block-countdown__sep" aria-hidden="true">
          :
        </span>
        <span className="block-countdown__unit" aria-hidden="true">
          {pad(t.hours)}
          <small>часы</small>
        </span>
        <span className="block-countdown__sep" aria-hidden="true">
          :
        </span>
        <span className="block-countdown__unit" aria-hidden="true">
          {pad(t.minutes)}
          <small>минуты</small>
        </span>
      </p>
    </section>
  );
}
