// GET /sitemap_html (the tree for the /sitemap screen) and GET /sitemap/sitemap.xml.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { sitemapTree, sitemapXml } from './service.ts';
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
