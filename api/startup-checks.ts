// What production refuses at start beyond the environment (config.ts): demo accounts that still
// open with the password printed in the README. Kept apart so tests run it on a real database.
import type { Db } from '../db/client.ts';
import { loginsWithDemoPassword } from '../db/seed/demo-passwords.ts';
import type { Config } from './config.ts';

/** The reasons this database must not be served in production; empty when it may. */
export async function unsafeDataProblems(config: Config, db: Db): Promise<string[]> {
  if (config.NODE_ENV !== 'production') return [];
  const demo = await loginsWithDemoPassword(db);
  if (demo.length === 0) return [];
  return [
    `demo accounts still accept the published demo password: ${demo.join(', ')}. ` +
      'Set SEED_DEMO=0 and change their passwords (password recovery) or delete them before starting in production.',
  ];
}
