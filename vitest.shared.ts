import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Every package resolves workspace packages to their TypeScript sources through the
 * `@shipdeck/source` export condition, so tests, Storybook and the apps run without a build.
 */
export const sourceConditions: UserConfig = {
  resolve: { conditions: ['@shipdeck/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@shipdeck/source', ...defaultServerConditions] } },
};
