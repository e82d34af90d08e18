// What the backup, restore and copy commands need of the environment: the data folder and the
// database. Parsed with the server's own rules (api/config-ops.ts), but without the rest of its
// configuration: a backup must not need the server's secrets.
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import { opsEnv } from '../../config-ops.ts';

const schema = z.object({
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: opsEnv.DATABASE_URL,
});

export interface BackupEnv {
  dataDir: string;
  /** A postgres:// URL, or undefined for the SQLite file DATA_DIR/app.db. */
  databaseUrl: string | undefined;
}

export function backupEnv(env: Record<string, string | undefined> = process.env): BackupEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Неверная конфигурация окружения / invalid environment:\n${lines.join('\n')}`);
  }
  return { dataDir: parsed.data.DATA_DIR, databaseUrl: parsed.data.DATABASE_URL };
}
