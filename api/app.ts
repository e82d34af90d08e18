// The root Hono app: middleware, the one error handler, and every resource router
// mounted under /api and again under /otherapi (the spec's second API version).
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './context.ts';
import { devLoginRoutes } from './features/auth/dev-login-routes.ts';
import { logoutRoutes } from './features/auth/logout-routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { authMiddleware } from './middleware/auth.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { serveWeb } from './middleware/serve-web.ts';

function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  api.use('*', authMiddleware(deps));
  api.route('/health', healthRoutes(deps));
  api.route('/settings', settingsRoutes(deps));
  api.route('/auth/dev-login', devLoginRoutes(deps));
  api.route('/auth/logout', logoutRoutes(deps));
  api.all('*', (c) => c.json({ detail: 'Not found' }, 404));
  return api;
}

export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(errorHandler(deps.logger));
  app.use('*', securityHeaders);
  app.use('*', compress());
  app.use('/api/*', requestLog(deps.logger));
  app.use('/otherapi/*', requestLog(deps.logger));
  const api = apiRoutes(deps);
  app.route('/api', api);
  app.route('/otherapi', api);
  if (options.webDist) app.route('/', serveWeb(options.webDist));
  app.notFound((c) => c.json({ detail: 'Not found' }, 404));
  return app;
}
