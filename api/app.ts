// The root Hono app: middleware, the one error handler, and every resource router
// mounted under /api and again under /otherapi (the spec's second API version).
import { Hono } from 'hono';
import { notFound } from './lib/not-found-page.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { devLoginRoutes } from './features/auth/dev-login-routes.ts';
import { logoutRoutes } from './features/auth/logout-routes.ts';
import { healthRoutes, readyRoutes } from './features/health/routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { syncRoutes } from './features/sync/routes.ts';
import { syncFeatures } from './sync-features.ts';
import { favoriteAllRoutes } from './features/favorites/routes.ts';
import { userFavoriteRoutes } from './features/favorites/user-favorite-routes.ts';
import { interestRoutes, tagRoutes, topicRoutes, userTypeRoutes } from './features/dictionaries/routes.ts';
import { faqRoutes } from './features/faq/routes.ts';
import { giftRoutes } from './features/gifts/routes.ts';
import { badgeRoutes, notificationTypeRoutes } from './features/notification-types/routes.ts';
import { projectRoutes } from './features/projects/routes.ts';
import { siteRootRoutes, sitemapHtmlRoutes, sitemapXmlRoutes } from './features/sitemap/routes.ts';
import { staticPageRoutes } from './features/static-pages/routes.ts';
import { subscriptionRoutes } from './features/subscription/routes.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { mainPageRoutes } from './features/catalog/main-page-routes.ts';
import { recommendationRoutes } from './features/catalog/recommendation-routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { audioPositionRoutes } from './features/audio-positions/routes.ts';
import { historyRoutes } from './features/history/routes.ts';
import { newsRoutes } from './features/news/routes.ts';
import { pageRoutes } from './features/pages/routes.ts';
import { courseRoutes, courseStepRoutes } from './features/courses/routes.ts';
import { quizRoutes } from './features/quizzes/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { usersRoutes } from './features/users/routes.ts';
import { avatarsRoutes } from './features/users/avatars-routes.ts';
import { recoverPasswordRoutes, recoverRoutes } from './features/recovery/routes.ts';
import { addressRoutes, addressSearchRoutes, schoolRoutes } from './features/geo/routes.ts';
import { communitiesRoutes } from './features/communities/routes.ts';
import { authMiddleware } from './middleware/auth.ts';
import { limitBodies } from './middleware/body-limit.ts';
import { closeAfterUnreadBody } from './middleware/unread-body.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { requestLog } from './middleware/request-log.ts';
import { createMetrics } from './lib/metrics.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { compression } from './middleware/compression.ts';
import { serveWeb } from './middleware/serve-web.ts';
import { pageStatus } from './features/page-status/service.ts';
import { searchRoutes } from './features/search/routes.ts';
import { staffTypeRequestRoutes } from './features/type-requests/routes.ts';
import { staffRoutes } from './features/staff/routes.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { statisticsRoutes } from './features/statistics/routes.ts';
import { linkPreviewTransform } from './features/link-previews/html.ts';
import { firstScreenRenderer, scriptsAfterFirstScreen } from './features/first-screen/html.ts';
import { withFirstScreen } from '../sync/protocol/first-screen.ts';
import { firstScreenModule, firstScreenModulePath } from './features/first-screen/load-module.ts';
import { homeRoutes } from './features/catalog/home-routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { contestRoutes } from './features/contests/routes.ts';
import { contestVideoRoutes } from './features/contests/video-routes.ts';
import { specialContestRoutes } from './features/contests/learn-known/routes.ts';
import { dislikeRoutes, likeRoutes } from './features/likes/routes.ts';
import { commentItemRoutes } from './features/content-comments/comment-routes.ts';
import { blockingRoutes } from './features/blocking/routes.ts';
import { followRoutes } from './features/follows/routes.ts';
import { collectionRoutes } from './features/collections/routes.ts';
import { openApiRoutes } from './features/openapi/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { pointsRoutes } from './features/notifications/points-routes.ts';
import { startNotifications } from './features/notifications/start.ts';

/** One chained router: its type (`ApiRoutes`) is the web's typed contract, see docs/architecture.md. */
function apiRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    // Liveness and readiness answer before the session lookup: they never need the caller.
    .route('/health', healthRoutes())
    .route('/ready', readyRoutes(deps))
    .use('*', authMiddleware(deps))
    .route('/page', pageRoutes(deps))
    .route('/catalog', catalogRoutes(deps))
    .route('/main-page', mainPageRoutes(deps))
    .route('/recommendation', recommendationRoutes(deps))
    .route('/event-news', newsRoutes(deps))
    .route('/event', eventRoutes(deps))
    .route('/audio-position', audioPositionRoutes(deps))
    .route('/history', historyRoutes(deps))
    .route('/course', courseRoutes(deps))
    .route('/course_step', courseStepRoutes(deps))
    .route('/quiz', quizRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/search', searchRoutes(deps))
    .route('/home', homeRoutes(deps))
    .route('/statistics', statisticsRoutes(deps))
    .route('/sync', syncRoutes(deps, syncFeatures))
    .route('/favorite-all', favoriteAllRoutes(deps))
    .route('/user/favorite', userFavoriteRoutes(deps))
    .route('/static-page', staticPageRoutes(deps))
    .route('/tag', tagRoutes(deps))
    .route('/topic', topicRoutes(deps))
    .route('/user_type', userTypeRoutes(deps))
    .route('/interest', interestRoutes(deps))
    .route('/project', projectRoutes(deps))
    .route('/faq', faqRoutes(deps))
    .route('/subscription', subscriptionRoutes(deps))
    .route('/sitemap_html', sitemapHtmlRoutes(deps))
    .route('/sitemap', sitemapXmlRoutes(deps))
    .route('/notification_type', notificationTypeRoutes(deps))
    .route('/notification', notificationRoutes(deps))
    .route('/points', pointsRoutes(deps))
    .route('/badge', badgeRoutes(deps))
    .route('/gifts', giftRoutes())
    .route('/community', communitiesRoutes(deps))
    .route('/auth/dev-login', devLoginRoutes(deps))
    .route('/auth/logout', logoutRoutes(deps))
    // Accounts. /user is mounted after /user/favorite; its own paths take digit-only ids.
    .route('/auth', authRoutes(deps))
    // Social paths under /user (blocked, unblocked, {id}/follow...) before the users router's own.
    .route(
      '/user',
      new Hono<AppEnv>().route('/', blockingRoutes(deps)).route('/', followRoutes(deps)).route('/', usersRoutes(deps)),
    )
    .route('/like', likeRoutes(deps))
    .route('/dislike', dislikeRoutes(deps))
    .route('/comment', commentItemRoutes(deps))
    .route('/collection', collectionRoutes(deps))
    .route('/avatars', avatarsRoutes())
    .route('/recover', recoverRoutes(deps))
    .route('/recover-password', recoverPasswordRoutes(deps))
    .route('/school', schoolRoutes(deps))
    .route('/address-search', addressSearchRoutes(deps))
    .route('/address', addressRoutes(deps))
    .route('/staff/type-requests', staffTypeRequestRoutes(deps))
    .route('/staff', staffRoutes(deps))
    .route('/media', mediaRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/contest', contestRoutes(deps))
    .route('/contest-video', contestVideoRoutes(deps))
    .route('/contest-learn-known', specialContestRoutes(deps));
  // The document is built on first request, from every route above (route() adds to `api` itself).
  return api
    .route(
      '/',
      openApiRoutes(() => api as never),
    )
    .all('*', (c) => c.json({ detail: 'Not found' }, 404));
}

/** The API's routes and their types: web/lib/api-contract.ts derives the web's request and response types from it. */
export type ApiRoutes = ReturnType<typeof apiRoutes>;

export function createApp(appDeps: AppDeps, options: { webDist?: string } = {}) {
  const metrics =
    appDeps.metrics ??
    createMetrics(
      { store: appDeps.store, dataDir: appDeps.config.DATA_DIR },
      { processMetrics: Boolean(appDeps.config.METRICS_TOKEN) },
    );
  const deps: AppDeps = { ...appDeps, metrics };
  startNotifications(deps);
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(errorHandler(deps.logger));
  app.use('*', requestLog(deps.logger, metrics));
  app.use('*', securityHeaders);
  app.use('*', compression);
  app.use('*', closeAfterUnreadBody);
  app.use('*', limitBodies(deps.config.BODY_LIMIT_BYTES));
  app.route('/metrics', metricsRoutes(metrics, deps.config.METRICS_TOKEN));
  const api = apiRoutes(deps);
  app.route('/api', api);
  app.route('/otherapi', api);
  app.route('/', siteRootRoutes(deps));
  if (options.webDist) {
    const previews = linkPreviewTransform(deps.db, deps.config.PUBLIC_URL);
    const firstScreen = firstScreenRenderer({
      db: deps.db,
      logger: deps.logger,
      module: firstScreenModule(firstScreenModulePath(options.webDist), (err) =>
        deps.logger.error({ err }, 'first-screen module did not load'),
      ),
      request: async (path) => app.request(path),
    });
    app.route(
      '/',
      serveWeb(
        options.webDist,
        async (html, path, search, signedIn) => {
          const [screen, withPreview] = await Promise.all([
            firstScreen(`${path}${search}`),
            previews(html, path, search),
          ]);
          // A signed-in user's app never takes a guest's answers (web/lib/first-answers.ts): they are not sent.
          const page = withFirstScreen(withPreview, screen && signedIn ? { ...screen, answers: '' } : screen);
          return screen ? scriptsAfterFirstScreen(page) : page;
        },
        async (path) => pageStatus(deps.db, path),
      ),
    );
  }
  app.notFound(notFound);
  return app;
}
