// Code requests as the browser counts them (spec section 4): per login and 24 hours, the
// 1st to 3rd go by voice (flash call), the 4th by SMS, the 5th opens the limit popup without
// asking the server (which also answers 424). The resend timer is the last-verified
// timestamp in localStorage, so it survives a reload; it is removed when it runs out.
import { CODE_DAILY_REQUESTS, CODE_RESEND_SECONDS, CODE_VOICE_REQUESTS } from '../../../sync/rules/account-limits.ts';
import type { SendType } from './auth-api.ts';

const LAST_VERIFIED_KEY = 'lastVerified';
/** The cooldown the server gave with the last code (120 s in production). */
const LAST_VERIFIED_SECONDS_KEY = 'lastVerifiedSeconds';
const REQUESTS_KEY = 'codeRequests';
/** The login the running countdown belongs to. */
const LAST_LOGIN_KEY = 'lastVerifiedLogin';
const DAY_MS = 86_400_000;

function readRequests(): Record<string, number[]> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(REQUESTS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Record<string, number[]> = {};
    for (const [login, list] of Object.entries(parsed)) {
      if (Array.isArray(list)) out[login] = list.filter((t): t is number => typeof t === 'number');
    }
    return out;
  } catch {
    return {};
  }
}

function recent(login: string, now = Date.now()): number[] {
  const list = readRequests()[login];
  return (list ?? []).filter((t) => now - t < DAY_MS);
}

/** The channel of the next request for `login`, or null when the daily limit is reached. */
export function nextSendType(login: string): SendType | null {
  const n = recent(login).length + 1;
  if (n > CODE_DAILY_REQUESTS) return null;
  return n <= CODE_VOICE_REQUESTS ? 'flash_call' : 'sms';
}

/** Records a request the server accepted, as its `attempt` number says. */
export function recordRequest(login: string, attempt?: number, now = Date.now()): void {
  const all = readRequests();
  const list = recent(login, now);
  const count = attempt ?? list.length + 1;
  while (list.length < count) list.push(now);
  all[login] = list.slice(-CODE_DAILY_REQUESTS);
  localStorage.setItem(REQUESTS_KEY, JSON.stringify(all));
  localStorage.setItem(LAST_LOGIN_KEY, login);
}

/**
 * While the countdown of a code sent to `login` runs (also after a reload), the channel that
 * code went by: the visitor can type it instead of asking for another.
 */
export function pendingCodeChannel(login: string): SendType | null {
  if (localStorage.getItem(LAST_LOGIN_KEY) !== login || resendSecondsLeft() === 0) return null;
  const n = recent(login).length;
  if (n === 0) return null;
  return n <= CODE_VOICE_REQUESTS ? 'flash_call' : 'sms';
}

/** Marks the daily limit as reached for `login` (after a 424). */
export function recordLimit(login: string): void {
  recordRequest(login, CODE_DAILY_REQUESTS);
}

/** The cooldown last given by the server (kept after the timer ends), else the spec's 120 s. */
function resendCooldown(): number {
  const stored = Number(localStorage.getItem(LAST_VERIFIED_SECONDS_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : CODE_RESEND_SECONDS;
}

export function startResendTimer(seconds = resendCooldown(), now = Date.now()): void {
  localStorage.setItem(LAST_VERIFIED_KEY, String(now));
  localStorage.setItem(LAST_VERIFIED_SECONDS_KEY, String(seconds));
}

/** Whole seconds until a new code may be asked for; 0 (and the keys removed) when none. */
export function resendSecondsLeft(now = Date.now()): number {
  const at = Number(localStorage.getItem(LAST_VERIFIED_KEY));
  if (!at) return 0;
  const total = resendCooldown();
  const left = Math.ceil((at + total * 1000 - now) / 1000);
  if (left > 0 && left <= total) return left;
  localStorage.removeItem(LAST_VERIFIED_KEY);
  return 0;
}

/** The sentence under the code boxes for the channel the code went by. */
export function channelText(sendType: SendType | 'email', shownLogin: string): string {
  if (sendType === 'flash_call')
    return `Сейчас на номер ${shownLogin} поступит звонок. Введи последние 4 цифры номера, с которого звонят`;
  if (sendType === 'sms') return `Мы отправили SMS с кодом на номер ${shownLogin}`;
  return `Мы отправили код на почту ${shownLogin}`;
}
