import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // Each suite starts an embedded PostgreSQL (PGlite, ~2 s) or creates a database.
      hookTimeout: 60_000,
      testTimeout: 20_000,
    },
  }),
);
