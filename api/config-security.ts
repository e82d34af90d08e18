// Environment of the server's defences (proxy trust, daily code caps, body and write limits)
// and the rules production must meet before it starts. Spread into config.ts's schema.
import { z } from 'zod';

const count = (d: number) => z.coerce.number().int().min(1).default(d);

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server ('0' none, '1' one…), or
 * a comma-separated list of the proxies' addresses. The client IP is then the right-most
 * X-Forwarded-For address not added by a trusted proxy; what the client wrote itself is ignored.
 */
const trustProxy = z
  .string()
  .trim()
  .default('0')
  .transform((raw, ctx) => {
    if (/^\d+$/.test(raw)) return { hops: Number(raw), addresses: [] as string[] };
    const addresses = raw
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (addresses.length === 0 || addresses.some((a) => !z.union([z.ipv4(), z.ipv6()]).safeParse(a).success)) {
      ctx.addIssue({
        code: 'custom',
        message: 'a number of proxies (0, 1, 2…) or a comma-separated list of proxy IP addresses',
      });
      return z.NEVER;
    }
    return { hops: 0, addresses };
  });
export type TrustProxy = z.output<typeof trustProxy>;

export const securityEnv = {
  TRUST_PROXY: trustProxy,
  /** Code sends (SMS, calls, e-mails) per client IP per 24 h, and in total per 24 h. */
  CODE_SENDS_PER_IP_DAILY: count(20),
  CODE_SENDS_TOTAL_DAILY: count(5000),
  /** Wrong recovery codes per login per 24 h before recovery for that login is locked. */
  RECOVERY_WRONG_CODES_DAILY: count(10),
  /** Largest request body in bytes (JSON and forms); larger answers 413. */
  BODY_LIMIT_BYTES: count(1_048_576),
  /** Anonymous writes (statistics, event registrations) per client IP per minute. */
  ANONYMOUS_WRITES_PER_MINUTE: count(60),
  /** Event registrations by guests (no account) per client IP per event per day. */
  EVENT_GUEST_REGISTRATIONS_PER_IP_DAILY: count(20),
  /** Password changes tried per user and per IP per hour. */
  PASSWORD_CHANGES_PER_HOUR: count(10),
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The reasons a production config is unsafe, each saying what to set; empty when it is fine. */
export function productionProblems(c: {
  NODE_ENV: string;
  AUTH_SECRET?: string | undefined;
  PUBLIC_URL: string;
  SMS_PROVIDER?: string | undefined;
  EMAIL_PROVIDER?: string | undefined;
  DEV_AUTH?: boolean | undefined;
  PUSH_ALLOW_LOCAL?: boolean | undefined;
  SMTP_HOST?: string | undefined;
  SMTP_FROM?: string | undefined;
  SMTP_TLS?: string | undefined;
}): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!c.AUTH_SECRET || c.AUTH_SECRET.length < 32) {
    problems.push(
      'AUTH_SECRET: required in production, at least 32 random characters (e.g. `openssl rand -base64 48`)',
    );
  }
  const url = new URL(c.PUBLIC_URL);
  if (url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname)) {
    problems.push(
      `PUBLIC_URL: must be https:// in production (got ${c.PUBLIC_URL}); the session cookie is Secure only over https`,
    );
  }
  if (!c.SMS_PROVIDER)
    problems.push('SMS_PROVIDER: required in production (smsru, or outbox to write codes to outbox.jsonl)');
  problems.push(...emailProblems(c));
  if (c.DEV_AUTH) problems.push('DEV_AUTH: must be off in production (it lets anyone sign in as any user)');
  if (c.PUSH_ALLOW_LOCAL)
    problems.push('PUSH_ALLOW_LOCAL: must be off in production (push could reach addresses inside the network)');
  return problems;
}

/** E-mail sign-in is always on, so production must say who delivers its codes, and over TLS. */
function emailProblems(c: Parameters<typeof productionProblems>[0]): string[] {
  if (!c.EMAIL_PROVIDER)
    return ['EMAIL_PROVIDER: required in production (smtp with SMTP_HOST and SMTP_FROM, or outbox on purpose)'];
  if (c.EMAIL_PROVIDER !== 'smtp') return [];
  const problems: string[] = [];
  if (!c.SMTP_HOST)
    problems.push('SMTP_HOST: required with EMAIL_PROVIDER=smtp (the mail server to send codes through)');
  if (!c.SMTP_FROM) problems.push('SMTP_FROM: required with EMAIL_PROVIDER=smtp (e.g. no-reply@your-domain)');
  if (c.SMTP_TLS === 'none' && c.SMTP_HOST && !LOCAL_HOSTS.has(c.SMTP_HOST)) {
    problems.push('SMTP_TLS: none is allowed in production only for a relay on localhost; use starttls or implicit');
  }
  return problems;
}
