// Idempotent demo content in Russian: each part inserts only what is missing, so a
// restart never duplicates rows and never overwrites what an administrator changed.
import type { Db } from '../client.ts';
import { seedSite } from './site.ts';

export function seedDemo(db: Db): Record<string, number> {
  return db.transaction(() => ({
    site: seedSite(db),
  }));
}
