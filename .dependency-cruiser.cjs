/** Folder boundaries of STYLE.md, checked in `npm run lint`. */
module.exports = {
  forbidden: [
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
