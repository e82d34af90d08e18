// The operator scripts' way into the server's own database (the PostgreSQL one of DATABASE_URL, else
// $DATA_DIR/app.db): never a database the server would not open, migrated first, always closed. A bad
// environment exits 2 with its message; a failed `work` prints its message and exits 1.
import { join } from 'node:path';
import { openStore, type Store } from '../db/client.ts';
import { backupEnv } from '../api/features/backup/backup-env.ts';

export async function withServerStore(work: (store: Store) => Promise<void>): Promise<void> {
  let env;
  try {
    env = backupEnv();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  const store = openStore({ databaseUrl: env.databaseUrl, sqliteFile: join(env.dataDir, 'app.db') });
  try {
    await store.migrate();
    await work(store);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  } finally {
    await store.close();
  }
}
