import type { Db } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/site.ts';

/** All settings as one snake_case object, the shape GET /settings answers. */
export async function readSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.select().from(siteSettings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
