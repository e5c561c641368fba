import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'host-app',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      // The style sheet's own test reads it (`app.css?raw`); other CSS stays out of the tests.
      css: { include: [/app\.css/] },
      // Each test renders the app and loads its lazy pages; two busy cores need more than vitest's 5 s.
      testTimeout: 20_000,
    },
  }),
);
