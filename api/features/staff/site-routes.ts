// The staff area's site editing, mounted under /staff: contests and the jury's places, projects,
// static pages, FAQ and the feedback form (admin, editor), site settings (admin).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { collectionRoutes } from './collection-routes.ts';
import { staffContestRoutes } from './contests-routes.ts';
import { staffSettingsRoutes } from './settings-routes.ts';
import {
  faqItemCollection,
  faqTagCollection,
  formFieldCollection,
  projectCollection,
  staticPageCollection,
} from './site-collections.ts';

export function staffSiteRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/contests', staffContestRoutes(deps))
    .route('/projects', collectionRoutes(deps, projectCollection))
    .route('/static-pages', collectionRoutes(deps, staticPageCollection))
    .route('/faq', collectionRoutes(deps, faqItemCollection))
    .route('/faq-tags', collectionRoutes(deps, faqTagCollection))
    .route('/faq-form', collectionRoutes(deps, formFieldCollection))
    .route('/settings', staffSettingsRoutes(deps));
}
