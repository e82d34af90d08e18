// One-time codes: the per-login daily limit (voice for requests 1-3, SMS for the 4th, 424
// after), the resend cooldown, HMAC-only storage, expiry and invalidation after wrong tries.
// Sends cost money and codes have only 4 digits, so both sending and checking are limited per
// client IP and per login, sends also per IP and in total per day, and a login whose recovery
// codes were guessed wrong too often is locked for recovery for a day.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { codeRequests, verificationCodes } from '../../../db/schema/accounts-codes.ts';
import { channelForRequest } from '../../../sync/rules/account-limits.ts';
import type { AppDeps } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { CodeDeliveryError, type CodeChannel, type CodeSender } from '../../providers/sms/types.ts';
import { httpErrorWith, tooManyRequests } from '../../lib/http-error.ts';
import { hitRateLimit, peekRateLimit } from '../../lib/rate-limit.ts';
import { hmac } from './secret.ts';

export type CodePurpose = 'register' | 'recover' | 'link';
const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;
const limitReached = () => httpErrorWith(424, { detail: 'Request limit reached' });
const recoveryLockKey = (login: string) => `recover-wrong:${login}`;

/** True while `login` has used up its wrong recovery codes of the day. */
function recoveryLocked(deps: AppDeps, login: string): boolean {
  return peekRateLimit(deps.db, recoveryLockKey(login)) >= deps.config.RECOVERY_WRONG_CODES_DAILY;
}

export interface CodeSent {
  send_type: CodeChannel;
  /** 1-based number of this request within the last 24 hours. */
  attempt: number;
  requests_left: number;
  resend_seconds: number;
}

/**
 * Sends a fresh code for `purpose` to `login`, replacing any earlier one. Throws 424 over
 * the daily limit, 429 inside the cooldown (with seconds_left), 502 when delivery fails.
 * The channel is the server's rule, not the client's send_type: e-mail logins get 'email'.
 */
export async function requestCode(
  deps: AppDeps,
  sender: CodeSender,
  login: string,
  isEmail: boolean,
  purpose: CodePurpose,
  ip: string,
): Promise<CodeSent> {
  const { db, config } = deps;
  if (!hitRateLimit(db, `code:ip:${ip}`, config.RATE_LIMIT_PER_IP, config.RATE_LIMIT_WINDOW_SECONDS))
    throw tooManyRequests(config.RATE_LIMIT_WINDOW_SECONDS);
  if (purpose === 'recover' && recoveryLocked(deps, login)) throw limitReached();
  const now = Date.now();
  const recent = db
    .select({ createdAt: codeRequests.createdAt })
    .from(codeRequests)
    .where(and(eq(codeRequests.login, login), gt(codeRequests.createdAt, now - DAY_MS)))
    .orderBy(desc(codeRequests.createdAt))
    .all();
  const attempt = recent.length + 1;
  const phoneChannel = channelForRequest(attempt, config.CODE_VOICE_REQUESTS, config.CODE_DAILY_REQUESTS);
  if (!phoneChannel) throw limitReached();
  const last = recent[0];
  if (last && now - last.createdAt < config.CODE_RESEND_SECONDS * 1000) {
    throw tooManyRequests(
      Math.ceil((last.createdAt + config.CODE_RESEND_SECONDS * 1000 - now) / 1000),
      'Code resend cooldown',
    );
  }
  // The daily caps per IP and in total keep one client (or a botnet) from running up the bill.
  if (peekRateLimit(db, `code-day:ip:${ip}`) >= config.CODE_SENDS_PER_IP_DAILY) throw limitReached();
  if (peekRateLimit(db, 'code-day:total') >= config.CODE_SENDS_TOTAL_DAILY) throw limitReached();
  hitRateLimit(db, `code-day:ip:${ip}`, config.CODE_SENDS_PER_IP_DAILY, DAY_SECONDS);
  hitRateLimit(db, 'code-day:total', config.CODE_SENDS_TOTAL_DAILY, DAY_SECONDS);
  const channel: CodeChannel = isEmail ? 'email' : phoneChannel;
  // Reserve the request before the (slow) delivery so parallel requests cannot both pass.
  const requestId = db
    .insert(codeRequests)
    .values({ login, channel, ip, createdAt: now })
    .returning({ id: codeRequests.id })
    .get().id;
  let code: string;
  try {
    ({ code } = await sender.send({ login, channel, code: String(randomInt(0, 10_000)).padStart(4, '0') }));
  } catch (e) {
    db.delete(codeRequests).where(eq(codeRequests.id, requestId)).run();
    if (e instanceof CodeDeliveryError) {
      deps.logger.warn({ err: e, login }, 'code delivery failed');
      throw httpError(502, 'Code delivery failed');
    }
    throw e;
  }
  const row = {
    login,
    purpose,
    codeHash: hmac(config, 'code', purpose, login, code),
    attemptsLeft: config.CODE_MAX_ATTEMPTS,
    expiresAt: new Date(now + config.CODE_TTL_SECONDS * 1000).toISOString(),
  };
  db.insert(verificationCodes)
    .values(row)
    .onConflictDoUpdate({ target: [verificationCodes.login, verificationCodes.purpose], set: row })
    .run();
  deps.metrics?.codeSends.inc({ channel });
  return {
    send_type: channel,
    attempt,
    requests_left: config.CODE_DAILY_REQUESTS - attempt,
    resend_seconds: config.CODE_RESEND_SECONDS,
  };
}

/** Proof that a code check was counted against the limits; only guardCodeCheck makes one. */
export interface GuardedCheck {
  readonly login: string;
  readonly purpose: CodePurpose;
  readonly guarded: true;
}

/**
 * Counts one code check per client IP and per login (429 over either) and refuses a login
 * locked for recovery (424). Call it before looking the login up, so a flood of checks
 * cannot probe which logins exist either.
 */
export function guardCodeCheck(deps: AppDeps, login: string, purpose: CodePurpose, ip: string): GuardedCheck {
  const { db, config } = deps;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  // The lock first: a locked login gets the limit popup (424), not a retry-in-a-minute 429.
  if (purpose === 'recover' && recoveryLocked(deps, login)) throw limitReached();
  const ipOk = hitRateLimit(db, `code-check:ip:${ip}`, config.RATE_LIMIT_PER_IP, window);
  const loginOk = hitRateLimit(db, `code-check:login:${purpose}:${login}`, config.RATE_LIMIT_PER_LOGIN, window);
  if (!ipOk || !loginOk) throw tooManyRequests(window);
  return { login, purpose, guarded: true };
}

/**
 * Checks a code; a wrong one uses up a try and the last try deletes the code. With
 * `consume` a right code is deleted too. Throws 400 'Wrong code' for wrong, expired,
 * used-up or never-sent codes alike (the spec has one message for them). A wrong recovery
 * code also counts towards the login's daily recovery lock.
 */
export function checkCode(deps: AppDeps, { login, purpose }: GuardedCheck, code: string, consume: boolean): void {
  const { db, config } = deps;
  const key = and(eq(verificationCodes.login, login), eq(verificationCodes.purpose, purpose));
  const row = db.select().from(verificationCodes).where(key).get();
  if (!row || row.expiresAt <= new Date().toISOString()) {
    if (row) db.delete(verificationCodes).where(key).run();
    throw httpError(400, 'Wrong code');
  }
  const right = /^\d{4}$/.test(code) && hmac(config, 'code', purpose, login, code) === row.codeHash;
  if (!right) {
    if (purpose === 'recover') hitRateLimit(db, recoveryLockKey(login), config.RECOVERY_WRONG_CODES_DAILY, DAY_SECONDS);
    if (row.attemptsLeft <= 1) db.delete(verificationCodes).where(key).run();
    else
      db.update(verificationCodes)
        .set({ attemptsLeft: sql`${verificationCodes.attemptsLeft} - 1` })
        .where(key)
        .run();
    throw httpError(400, 'Wrong code');
  }
  if (consume) db.delete(verificationCodes).where(key).run();
}
