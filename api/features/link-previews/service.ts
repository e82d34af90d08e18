// Finds what a public address shows (a fixed page, a material, a course, a contest, a community, a profile, a
// static page) so the server can put its title, description, picture, canonical address and structured data into
// the HTML it sends: search engines and messengers that run no JavaScript read them there.
import type { Db } from '../../../db/store.ts';
import { matchAppRoute } from '../../../sync/rules/app-routes.ts';
import { itemMeta } from './item-meta.ts';
import { listMeta } from './list-meta.ts';
import { materialMeta } from './material-meta.ts';
import type { PageMeta, Site } from './page-meta.ts';

/** The meta of the page at `path` (its query in `search`), or null when it is no public page or not found. */
export async function findPreview(db: Db, site: Site, path: string, search = ''): Promise<PageMeta | null> {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = listMeta(site, clean, search);
  if (fixed) return fixed;
  const match = matchAppRoute(clean);
  if (!match) return null;
  const key = match.params.slug ?? match.params.id ?? '';
  return (await (materialMeta(db, site, match.route, key) ?? itemMeta(db, site, match.route, match.params))) ?? null;
}
