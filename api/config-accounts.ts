// Environment of the accounts feature (codes, limits, SMS, OAuth, SSO), spread into the
// config schema of config.ts so it is parsed and reported with everything else.
import { z } from 'zod';

const seconds = (d: number) => z.coerce.number().int().min(0).default(d);
const count = (d: number) => z.coerce.number().int().min(1).default(d);
const optionalText = z.string().min(1).optional();
const optionalUrl = z.url().optional();

export const accountsEnv = {
  /** Secret for signing OAuth state and hashing codes; a random one per process when unset (not in production). */
  AUTH_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  CODE_TTL_SECONDS: seconds(600),
  CODE_RESEND_SECONDS: seconds(120),
  CODE_MAX_ATTEMPTS: count(5),
  CODE_VOICE_REQUESTS: count(3),
  CODE_DAILY_REQUESTS: count(4),
  RATE_LIMIT_WINDOW_SECONDS: count(60),
  RATE_LIMIT_PER_IP: count(30),
  RATE_LIMIT_PER_LOGIN: count(10),
  SMS_PROVIDER: z.enum(['outbox', 'smsru']).optional(),
  SMS_API_URL: z.url().default('https://sms.ru'),
  SMS_API_KEY: optionalText,
  SMS_SENDER: optionalText,
  /** Who delivers e-mail codes: smtp (the SMTP_* settings) or outbox; unset is outbox outside production. */
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  /** The From header, e.g. `«Наука рядом» <no-reply@nauka.example.ru>`. */
  SMTP_FROM: optionalText,
  /** starttls: plain connect then STARTTLS, required (port 587); implicit: TLS from the start (465); none: local relays only. */
  SMTP_TLS: z.enum(['starttls', 'implicit', 'none']).default('starttls'),
  OAUTH_VK_CLIENT_ID: optionalText,
  OAUTH_VK_CLIENT_SECRET: optionalText,
  OAUTH_VK_AUTHORIZE_URL: z.url().default('https://oauth.vk.com/authorize'),
  OAUTH_VK_TOKEN_URL: z.url().default('https://oauth.vk.com/access_token'),
  OAUTH_VK_USERINFO_URL: z.url().default('https://api.vk.com/method/users.get?v=5.199&fields=photo_200'),
  OAUTH_VK_SCOPE: z.string().default(''),
  OAUTH_OK_CLIENT_ID: optionalText,
  OAUTH_OK_CLIENT_SECRET: optionalText,
  /** OK's public application key (application_key), sent and signed with every REST call. */
  OAUTH_OK_PUBLIC_KEY: optionalText,
  OAUTH_OK_AUTHORIZE_URL: z.url().default('https://connect.ok.ru/oauth/authorize'),
  OAUTH_OK_TOKEN_URL: z.url().default('https://api.ok.ru/oauth/token.do'),
  OAUTH_OK_USERINFO_URL: z.url().default('https://api.ok.ru/fb.do?method=users.getCurrentUser'),
  OAUTH_OK_SCOPE: z.string().default(''),
  OAUTH_FB_CLIENT_ID: optionalText,
  OAUTH_FB_CLIENT_SECRET: optionalText,
  OAUTH_FB_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  OAUTH_FB_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  OAUTH_FB_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,picture'),
  OAUTH_FB_SCOPE: z.string().default(''),
  SSO_AUTHORIZE_URL: optionalUrl,
  SSO_TOKEN_URL: optionalUrl,
  SSO_PROJECT_ID: z.string().default('nauka-dev'),
  SSO_PROJECT_ID_SPECIAL: z.string().default('nauka-dev-special'),
};
