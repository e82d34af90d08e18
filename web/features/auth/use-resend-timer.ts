// The resend countdown as React state: reads the stored last-verified timestamp, ticks
// every second and stops (removing it) at zero.
import { useCallback, useEffect, useState } from 'react';
import { resendSecondsLeft, startResendTimer } from './code-requests.ts';

export function useResendTimer(): { secondsLeft: number; restart: () => void; refresh: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(() => resendSecondsLeft());
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const t = window.setTimeout(() => setSecondsLeft(resendSecondsLeft()), 1000);
    return () => window.clearTimeout(t);
  }, [secondsLeft]);
  /** Starts the countdown again from the full cooldown. */
  const restart = useCallback(() => {
    startResendTimer();
    setSecondsLeft(resendSecondsLeft());
  }, []);
  /** Re-reads the stored timestamp (after a new code was sent). */
  const refresh = useCallback(() => setSecondsLeft(resendSecondsLeft()), []);
  return { secondsLeft, restart, refresh };
}

/** '1:05' for 65 seconds. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
