// GET /sitemap_html (the tree for the /sitemap screen) and GET /sitemap/sitemap.xml (the spec's calls, under /api),
// and at the site's root /sitemap.xml (an index), its files /sitemap-{n}.xml and /robots.txt (site-files.ts).
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { sitemapTree, sitemapXml } from './service.ts';
import { robotsTxt, siteAddresses, sitemapFileXml, sitemapIndexXml, type SiteAddress } from './site-files.ts';
import { sitemapDocs as d } from './openapi.ts';

export function sitemapHtmlRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', d.tree, async (c) => c.json({ list: await sitemapTree(deps.db) }));
}

export function sitemapXmlRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/sitemap.xml', d.xml, async (c) => {
    c.header('content-type', 'application/xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(await sitemapXml(deps.db, deps.config.PUBLIC_URL));
  });
}

/** A publish or a withdrawal reaches search engines within a minute. */
const ROOT_FILES_CACHE = 'public, max-age=60';

/** The addresses, read again only once the database changed (its change epoch). */
function addressesOf(db: AppDeps['db']): () => Promise<SiteAddress[]> {
  let kept: { epoch: string; list: Promise<SiteAddress[]> } | null = null;
  return async () => {
    const epoch = await db.$changeEpoch();
    if (kept?.epoch !== epoch) {
      const list = siteAddresses(db);
      kept = { epoch, list };
      list.catch(() => {
        if (kept?.list === list) kept = null;
      });
    }
    return kept.list;
  };
}

export function siteRootRoutes(deps: AppDeps) {
  const addresses = addressesOf(deps.db);
  const url = deps.config.PUBLIC_URL;
  const xml = (c: Context<AppEnv>, body: string) => {
    c.header('content-type', 'application/xml; charset=utf-8');
    c.header('cache-control', ROOT_FILES_CACHE);
    return c.body(body);
  };
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('cache-control', ROOT_FILES_CACHE);
      return c.text(robotsTxt(url));
    })
    .get('/sitemap.xml', async (c) => xml(c, sitemapIndexXml(await addresses(), url)))
    .get('/:file{sitemap-[0-9]{1,6}\\.xml}', async (c) => {
      const n = Number(c.req.param('file').replace(/\D/g, ''));
      const body = sitemapFileXml(await addresses(), url, n);
      return body === null ? c.json({ detail: 'Not found' }, 404) : xml(c, body);
    });
}
