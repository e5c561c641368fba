import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // Checks of the repository as a whole (e.g. that every document it cites is in it).
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
