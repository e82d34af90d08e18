import { defineConfig } from 'vitest/config';

// The cluster suite (tests/cluster, scripts/test.sh after the build): one real cluster for every file
// (tests/cluster/global-setup.ts), files one after another since some kill and restart its nodes.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/cluster/global-setup.ts'],
  },
});
