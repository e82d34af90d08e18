/** Folder boundaries of STYLE.md, checked in `npm run lint`. */

/**
 * The named shared modules of api features: the only files of one `api/features/<x>/` folder that
 * another feature may import. Everything else several features need lives in `api/lib/` or
 * `api/middleware/`. Adding a line here is a design decision: say who uses it and why, and never let
 * two features import each other (api/feature-folders.test.ts checks that).
 */
const apiSharedModules = [
  // Accounts: users (change login/password, unlink a network) and recovery reuse the sign-up pieces of auth.
  '^api/features/auth/(accounts-service|codes-service|password|rate-limit|social-service)\\.ts$',
  // The materials list (/page and /catalog answer the same catalogue query) and the course's page.
  '^api/features/pages/(list-service|list-query|service|blocks-schema)\\.ts$',
  // The catalogue composes the lists of the other kinds (courses, quizzes, events).
  '^api/features/courses/service\\.ts$',
  '^api/features/quizzes/(catalog-service|quiz-load|view-service)\\.ts$',
  '^api/features/events/(service|list-query)\\.ts$',
  // Full-text search: lists filter by it, page writes keep the index current.
  '^api/features/search/(service|indexer|post-filter)\\.ts$',
  // The comments router, mounted under /page, /event and /event-news.
  '^api/features/content-comments/routes\\.ts$',
  '^api/features/static-pages/service\\.ts$',
  // A material's page answers whether the viewer bookmarked it (the spec's `favorite` of GET /page/{id}).
  '^api/features/favorites/service\\.ts$',
  // The project columns: the public list and the staff editor answer a project alike.
  '^api/features/projects/service\\.ts$',
  // A profile update that asks for the blogger or scientist type files a request for staff to approve.
  '^api/features/type-requests/service\\.ts$',
  // The staff area moderates works through the contests' own service (so its domain event fires),
  // grants roles with the users' role list, and writes materials and news through their write services.
  // The special video contest is a contest with options: its participation, works and jury are the
  // contests' own; the staff area sets the jury's places through the contests' rule.
  '^api/features/contests/(service|works-service|learn-known-service|winners-service)\\.ts$',
  '^api/features/users/staff-roles\\.ts$',
  '^api/features/pages/(write-service|write-schema)\\.ts$',
  '^api/features/news/write-service\\.ts$',
  '^api/features/media/image-service\\.ts$',
  // ... and events, courses and quizzes through theirs (the editor's quiz view shows correct answers).
  '^api/features/(events|courses|quizzes)/write-service\\.ts$',
  '^api/features/quizzes/staff-view\\.ts$',
  // The staff area shows the settings as GET /settings answers them.
  '^api/features/settings/service\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'api-features-import-only-shared-modules',
      comment: 'An api feature imports another feature only through the named shared modules above.',
      severity: 'error',
      // Tests may set up state through another feature's service; they are not part of the runtime graph.
      from: { path: '^api/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^api/features/', pathNot: ['^api/features/$1/', ...apiSharedModules] },
    },
    {
      name: 'api-shared-code-imports-no-feature',
      comment: 'api/lib and api/middleware are below the features: they never import one.',
      severity: 'error',
      from: { path: '^api/(lib|middleware)/' },
      to: { path: '^api/features/' },
    },
    {
      // Each engine's driver lives in its own folder; services see db/store.ts's engine-neutral Db and Store.
      name: 'sqlite-driver-only-in-its-engine',
      severity: 'error',
      // Browser tests stay on SQLite and write the running server's file as `npm run user:role` would.
      from: { pathNot: '^(db/(engines/sqlite/|store\\.ts$)|tests/e2e/)' },
      to: { path: 'node_modules/(better-sqlite3|@types/better-sqlite3|drizzle-orm/better-sqlite3|drizzle-orm/sqlite-proxy)' },
    },
    {
      name: 'postgres-driver-only-in-its-engine',
      severity: 'error',
      from: { pathNot: '^db/engines/postgres/' },
      to: { path: 'node_modules/(pg|@types/pg|pg-[a-z-]+|postgres|drizzle-orm/node-postgres|drizzle-orm/pg-core)/' },
    },
    { name: 'db-imports-nothing-of-ours', severity: 'error', from: { path: '^db/' }, to: { path: '^(api|web|sync|workers|tests)/' } },
    { name: 'only-api-imports-db', severity: 'error', from: { path: '^(web|sync|workers)/' }, to: { path: '^db/' } },
    { name: 'web-imports-api-types-only', severity: 'error', from: { path: '^web/' }, to: { path: '^api/', dependencyTypesNot: ['type-only'] } },
    { name: 'api-never-imports-web-or-workers', severity: 'error', from: { path: '^api/' }, to: { path: '^(web|workers)/' } },
    { name: 'sync-is-pure', severity: 'error', from: { path: '^sync/' }, to: { path: '^(api|web|workers|db)/' } },
    { name: 'sync-no-node-builtins', severity: 'error', from: { path: '^sync/' }, to: { dependencyTypes: ['core'] } },
    { name: 'sync-no-dexie-or-dom-libs', severity: 'error', from: { path: '^sync/' }, to: { path: 'node_modules/(dexie|dexie-react-hooks|react|react-dom|workbox-[a-z-]+)/' } },
    { name: 'workers-import-sync-only', severity: 'error', from: { path: '^workers/' }, to: { path: '^(web|api|db)/' } },
    {
      // The sync engine knows no feature: it reaches feature modules only through the one registry.
      name: 'sync-engine-knows-no-feature',
      severity: 'error',
      from: { path: '^(sync/client|sync/protocol|workers)/', pathNot: '(\\.test\\.ts$|^workers/testing/)' },
      to: { path: '^sync/mutations/', pathNot: '^sync/mutations/(client-registry|registry)\\.ts$' },
    },
    {
      // components/ holds presentational pieces only: the device store, the API and the outbox are reached
      // by the features that own the data, and shown here through props or the widgets of
      // web/components/feature-widgets.tsx (filled by the root and route files from web/app/widgets/).
      // Types may be imported (a prop typed by the API's response is no data access). Who is signed in
      // (web/lib/session.ts) is app-wide state every piece may read.
      name: 'components-are-presentational',
      severity: 'error',
      from: { path: '^web/components/' },
      to: {
        path: [
          'node_modules/(dexie|dexie-react-hooks)/',
          '^web/lib/(api-[a-z-]+|[a-z-]+-api)\\.ts$',
          '^web/lib/(local-db|sync-client|sync-status|stored-resource|course-rows|history|rejected-action)\\.ts$',
          '^web/lib/work-uploads/',
          '^sync/client/',
          '^workers/',
          '^web/features/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    { name: 'web-features-are-independent', severity: 'error', from: { path: '^web/features/([^/]+)/' }, to: { path: '^web/features/', pathNot: '^web/features/$1/' } },
    { name: 'no-circular', severity: 'error', from: { path: '^(api|web|sync|workers|db)/' }, to: { circular: true, viaOnly: { pathNot: 'route-tree\\.gen\\.ts$' } } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist/|route-tree\\.gen\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
