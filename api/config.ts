// The server's environment, parsed once at start with zod. A bad value stops the
// server with a readable Russian/English message instead of failing later at random.
import { join } from 'node:path';
import { z } from 'zod';
import { accountsEnv } from './config-accounts.ts';
import { productionProblems, securityEnv } from './config-security.ts';
import { jobPeriodProblems, opsEnv } from './config-ops.ts';
import { notificationsEnv } from './config-notifications.ts';

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Contest works' uploads and staff's media (pictures, audio, video); default DATA_DIR/uploads and
   * DATA_DIR/media. Several nodes point them at one shared folder (docs/operations.md, per-process state).
   */
  UPLOADS_DIR: z.string().min(1).optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('./dist/web'),
  /** Demo content and accounts: on by default in development and tests, off in production. */
  SEED_DEMO: booleanFlag.optional(),
  DEV_AUTH: booleanFlag.default(false),
  /** Resumable video uploads per user: started in 24 hours, and unfinished at once. */
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(20),
  UPLOADS_PARALLEL: z.coerce.number().int().min(1).default(2),
  /** Largest audio or video file staff may attach to a material, in MB (docs/staff.md). */
  MEDIA_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(500),
  ...accountsEnv,
  ...securityEnv,
  ...opsEnv,
  ...notificationsEnv,
});

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO' | 'PUBLIC_URL' | 'UPLOADS_DIR' | 'MEDIA_DIR'> & {
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
  UPLOADS_DIR: string;
  MEDIA_DIR: string;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError listing every bad variable. */
const SECRET_KEY = /SECRET|TOKEN|PASSWORD|API_KEY|PRIVATE|DATABASE_URL/;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0]);
      // A secret is never echoed: a wrong DATABASE_URL may still carry the right password.
      const shown = SECRET_KEY.test(key) ? '(скрыто / hidden)' : JSON.stringify(env[key]);
      return `  ${i.path.join('.')}: ${i.message} (значение: ${shown})`;
    });
    throw new ConfigError(`Неверная конфигурация окружения / invalid environment:\n${lines.join('\n')}`);
  }
  // Links, link previews and the start-up line must follow the port actually served when no address is given.
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  const problems = [
    ...productionProblems({ ...parsed.data, PUBLIC_URL: publicUrl }),
    ...jobPeriodProblems(parsed.data),
  ];
  if (problems.length)
    throw new ConfigError(
      `Неверная конфигурация окружения / invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  return {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? parsed.data.NODE_ENV !== 'production',
    PUBLIC_URL: publicUrl,
    UPLOADS_DIR: parsed.data.UPLOADS_DIR ?? join(parsed.data.DATA_DIR, 'uploads'),
    MEDIA_DIR: parsed.data.MEDIA_DIR ?? join(parsed.data.DATA_DIR, 'media'),
  };
}

/** A config for tests: defaults plus overrides, no reading of process.env. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
