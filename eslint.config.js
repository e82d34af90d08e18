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
    files: ['sync/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...browserAndNodeGlobals] },
  },
);
