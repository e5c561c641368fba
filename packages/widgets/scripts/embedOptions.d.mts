import type { BuildOptions } from 'esbuild';

export declare const widgetsRoot: string;
export interface EmbedBuildInput {
  version: string;
  watch?: boolean;
}
export declare function commonOptions(options: EmbedBuildInput): BuildOptions;
export declare function loaderOptions(options: EmbedBuildInput): BuildOptions;
export declare function quoteOptions(options: EmbedBuildInput): BuildOptions;
export declare function widgetOptions(options: EmbedBuildInput): BuildOptions;
