// /community: the community resource, its memberships and its feed, as one router so the
// prefix is mounted once in api/app.ts (the order below is the order the paths are matched).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { communityRoutes } from './community-routes.ts';
import { communityFeedRoutes } from './feed-routes.ts';
import { membershipRoutes } from './membership-routes.ts';

export function communitiesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', communityRoutes(deps))
    .route('/', membershipRoutes(deps))
    .route('/', communityFeedRoutes(deps));
}
