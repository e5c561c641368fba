import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceConditions } from '../vitest.shared.ts';

/** Every widget state, for designers (docs/conventions.md#a-story-per-state). Stories run against sources, no build. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/widgets/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // The `@shipdeck/source` condition resolves workspace packages to their TypeScript sources.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, sourceConditions),
};

export default config;
