import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: { name: 'host-app', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
  }),
);
