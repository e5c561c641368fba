import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'widgets',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      // Script tags are never fetched in unit tests (the loader's tests fire load/error themselves);
      // without this happy-dom prints an error for each tag it skips. The print frame is about:blank.
      environmentOptions: {
        happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true, enableIframePageLoading: true } },
      },
    },
  }),
);
