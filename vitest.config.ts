import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,db,sync,workers,web,tests/integration}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    globalSetup: ['tests/setup/db-templates.ts'],
  },
});
