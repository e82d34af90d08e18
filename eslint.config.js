// Lint: typescript-eslint's recommended rules, React hooks rules for web/, and the
// "sync is pure" rule (no DOM, Node or storage globals). Import boundaries between
// folders are checked by dependency-cruiser (.dependency-cruiser.cjs).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const browserAndNodeGlobals = [
  'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location',
  'process', 'Buffer', '__dirname', '__filename', 'require',
].map((name) => ({ name, message: 'sync/ is pure TypeScript shared by browser and server: pass this in instead.' }));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'web/app/route-tree.gen.ts', 'db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // One typed contract (issue 9): an answer's type comes from the API's routes, never a hand-written mirror.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(apiFetch|apiSafe)$/] > TSTypeParameterInstantiation > :not(TSTypeReference[typeName.name=/^Api(Raw)?Response$/], TSUnionType:not(:has(> :not(TSTypeReference[typeName.name="ApiResponse"]))))',
          message: "Name the answer as ApiResponse<'/path/:id', 'method'> (web/lib/api-contract.ts), not a hand-written type.",
        },
        {
          selector: 'CallExpression[callee.name=/^(apiFetch|apiSafe)$/][typeArguments=undefined]',
          message: "Name the answer as ApiResponse<'/path/:id', 'method'> (web/lib/api-contract.ts), even when it is unused.",
        },
      ],
    },
  },
  {
    // One read path for the device store (issue 45): screens read it through useDeviceQuery
    // (web/lib/device-query.ts), which waits for the store instead of loading Dexie on the first load.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/device-query.ts', 'web/lib/local-db.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie-react-hooks', message: 'Read the device store with useDeviceQuery (web/lib/device-query.ts).' },
            {
              name: 'dexie',
              importNames: ['liveQuery'],
              message: 'Read the device store with useDeviceQuery (web/lib/device-query.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The data layer is async on every engine: a query or service call left unawaited is a write
    // that may land after the answer, or a check that always passes.
    files: ['api/**/*.ts', 'db/**/*.ts', 'scripts/**/*.ts', 'tests/integration/**/*.ts', 'tests/setup/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[arguments.length=0] > MemberExpression.callee[property.name=/^(get|all|run)$/]',
          message: 'Await the query itself (one() for a single row, affectedRows() for a count): PostgreSQL has no .get()/.all()/.run().',
        },
      ],
    },
  },
  {
    // The engines speak to their drivers, whose statements do have .get()/.all()/.run().
    files: ['db/engines/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['sync/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...browserAndNodeGlobals] },
  },
);
