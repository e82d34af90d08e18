import type { Db } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/site.ts';

/** All settings as one snake_case object, the shape GET /settings answers. */
export function readSettings(db: Db): Record<string, string> {
  const rows = db.select().from(siteSettings).all();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
