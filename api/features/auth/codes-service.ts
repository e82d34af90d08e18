// One-time codes: the per-login daily limit (voice for requests 1-3, SMS for the 4th, 424
// after), the resend cooldown, HMAC-only storage, expiry and invalidation after wrong tries.
// Sends cost money and codes have only 4 digits, so both sending and checking are limited per
// client IP and per login, sends also per IP and in total per day, and a login whose recovery
// codes were guessed wrong too often is locked for recovery for a day.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { codeRequests, verificationCodes } from '../../../db/schema/accounts-codes.ts';
import { one, type Db } from '../../../db/store.ts';
import { channelForRequest } from '../../../sync/rules/account-limits.ts';
import type { AppDeps } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { CodeDeliveryError, type CodeChannel, type CodeSender } from '../../providers/sms/types.ts';
import { httpErrorWith, tooManyRequests } from '../../lib/http-error.ts';
import { hitRateLimit, peekRateLimit } from '../../lib/rate-limit.ts';
import { hmac } from './secret.ts';
import { nowIso, nowMs } from '../../lib/clock.ts';

export type CodePurpose = 'register' | 'recover' | 'link';
const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;
const limitReached = () => httpErrorWith(424, { detail: 'Request limit reached' });
const recoveryLockKey = (login: string) => `recover-wrong:${login}`;

/** True while `login` has used up its wrong recovery codes of the day. */
async function recoveryLocked(db: Db, deps: AppDeps, login: string): Promise<boolean> {
  return (await peekRateLimit(db, recoveryLockKey(login))) >= deps.config.RECOVERY_WRONG_CODES_DAILY;
}

interface CodeRequest {
  login: string;
  isEmail: boolean;
  purpose: CodePurpose;
  ip: string;
}

/**
 * Checks the recovery lock, the login's daily limit and cooldown and the daily caps, then counts
 * and stores the request; throws 424 or 429 (writing nothing) when one refuses. Run it in one
 * transaction: every check reads what a parallel request would write.
 */
async function reserveRequest(tx: Db, deps: AppDeps, r: CodeRequest, now: number) {
  const { config } = deps;
  const { login, ip } = r;
  if (r.purpose === 'recover' && (await recoveryLocked(tx, deps, login))) throw limitReached();
  const recent = await tx
    .select({ createdAt: codeRequests.createdAt })
    .from(codeRequests)
    .where(and(eq(codeRequests.login, login), gt(codeRequests.createdAt, now - DAY_MS)))
    .orderBy(desc(codeRequests.createdAt));
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
  if ((await peekRateLimit(tx, `code-day:ip:${ip}`)) >= config.CODE_SENDS_PER_IP_DAILY) throw limitReached();
  if ((await peekRateLimit(tx, 'code-day:total')) >= config.CODE_SENDS_TOTAL_DAILY) throw limitReached();
  await hitRateLimit(tx, `code-day:ip:${ip}`, config.CODE_SENDS_PER_IP_DAILY, DAY_SECONDS);
  await hitRateLimit(tx, 'code-day:total', config.CODE_SENDS_TOTAL_DAILY, DAY_SECONDS);
  const channel: CodeChannel = r.isEmail ? 'email' : phoneChannel;
  const row = await one(
    tx.insert(codeRequests).values({ login, channel, ip, createdAt: now }).returning({ id: codeRequests.id }),
  );
  if (!row) throw new Error('code request was not stored');
  return { requestId: row.id, attempt, channel };
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
  if (!(await hitRateLimit(db, `code:ip:${ip}`, config.RATE_LIMIT_PER_IP, config.RATE_LIMIT_WINDOW_SECONDS)))
    throw tooManyRequests(config.RATE_LIMIT_WINDOW_SECONDS);
  const now = nowMs();
  // The checks and the reservation in one transaction, before the (slow) delivery: parallel
  // requests cannot both pass the cooldown, the daily limit of the login or a daily cap.
  const { requestId, attempt, channel } = await db.transaction((tx) =>
    reserveRequest(tx, deps, { login, isEmail, purpose, ip }, now),
  );
  let code: string;
  try {
    ({ code } = await sender.send({ login, channel, code: String(randomInt(0, 10_000)).padStart(4, '0') }));
  } catch (e) {
    await db.delete(codeRequests).where(eq(codeRequests.id, requestId));
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
  await db
    .insert(verificationCodes)
    .values(row)
    .onConflictDoUpdate({ target: [verificationCodes.login, verificationCodes.purpose], set: row });
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
export async function guardCodeCheck(
  deps: AppDeps,
  login: string,
  purpose: CodePurpose,
  ip: string,
): Promise<GuardedCheck> {
  const { db, config } = deps;
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  // The lock first: a locked login gets the limit popup (424), not a retry-in-a-minute 429.
  if (purpose === 'recover' && (await recoveryLocked(db, deps, login))) throw limitReached();
  const ipOk = await hitRateLimit(db, `code-check:ip:${ip}`, config.RATE_LIMIT_PER_IP, window);
  const loginOk = await hitRateLimit(db, `code-check:login:${purpose}:${login}`, config.RATE_LIMIT_PER_LOGIN, window);
  if (!ipOk || !loginOk) throw tooManyRequests(window);
  return { login, purpose, guarded: true };
}

/**
 * Checks a code; a wrong one uses up a try and the last try deletes the code. With
 * `consume` a right code is deleted too. Throws 400 'Wrong code' for wrong, expired,
 * used-up or never-sent codes alike (the spec has one message for them). A wrong recovery
 * code also counts towards the login's daily recovery lock.
 */
export async function checkCode(
  deps: AppDeps,
  { login, purpose }: GuardedCheck,
  code: string,
  consume: boolean,
): Promise<void> {
  // One transaction: parallel guesses each use up a try (none reads a count another has spent),
  // and a consumed code serves one request. It answers a verdict rather than throwing, so the
  // tries and the lock it counted are kept.
  const verdict = await deps.db.transaction((tx) => judgeCode(tx, deps, login, purpose, code, consume));
  if (verdict === 'locked') throw limitReached();
  if (verdict === 'wrong') throw httpError(400, 'Wrong code');
}

async function judgeCode(
  tx: Db,
  deps: AppDeps,
  login: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
): Promise<'right' | 'wrong' | 'locked'> {
  const { config } = deps;
  // Checked again here: wrong guesses made in parallel since guardCodeCheck may have locked the login.
  if (purpose === 'recover' && (await recoveryLocked(tx, deps, login))) return 'locked';
  const key = and(eq(verificationCodes.login, login), eq(verificationCodes.purpose, purpose));
  const row = await one(tx.select().from(verificationCodes).where(key));
  if (!row || row.expiresAt <= nowIso()) {
    if (row) await tx.delete(verificationCodes).where(key);
    return 'wrong';
  }
  const right = /^\d{4}$/.test(code) && hmac(config, 'code', purpose, login, code) === row.codeHash;
  if (!right) {
    if (purpose === 'recover')
      await hitRateLimit(tx, recoveryLockKey(login), config.RECOVERY_WRONG_CODES_DAILY, DAY_SECONDS);
    if (row.attemptsLeft <= 1) await tx.delete(verificationCodes).where(key);
    else
      await tx
        .update(verificationCodes)
        .set({ attemptsLeft: sql`${verificationCodes.attemptsLeft} - 1` })
        .where(key);
    return 'wrong';
  }
  if (consume) await tx.delete(verificationCodes).where(key);
  return 'right';
}
