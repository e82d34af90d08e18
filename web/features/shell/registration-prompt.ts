// The timed registration prompt for anonymous visitors: after 120000 ms the registration
// popup opens, unless it was shown under a minute ago (localStorage.registrationBanner).
// Logging in cancels the pending timer.
import { useEffect } from 'react';
import { openPopup } from '../../components/popups/popup-events.ts';

const REGISTRATION_PROMPT_DELAY_MS = 120_000;
const REGISTRATION_PROMPT_GAP_MS = 60_000;
const REGISTRATION_PROMPT_KEY = 'registrationBanner';

/** True when the prompt may be scheduled, given the stored last-shown timestamp. */
export function shouldSchedulePrompt(now: number, stored: string | null): boolean {
  const last = stored === null ? Number.NaN : Number(stored);
  if (!Number.isFinite(last)) return true;
  return now - last >= REGISTRATION_PROMPT_GAP_MS;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(REGISTRATION_PROMPT_KEY);
  } catch {
    return null;
  }
}

export function useRegistrationPrompt(loggedIn: boolean): void {
  useEffect(() => {
    if (loggedIn || !shouldSchedulePrompt(Date.now(), readStored())) return;
    const timer = window.setTimeout(() => {
      try {
        localStorage.setItem(REGISTRATION_PROMPT_KEY, String(Date.now()));
      } catch {
        // storage unavailable: the prompt may show again, which is harmless
      }
      openPopup('registration', {});
    }, REGISTRATION_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loggedIn]);
}
