import type { BuildOptions } from 'esbuild';

export declare const widgetsRoot: string;
export interface EmbedBuildInput {
  version: string;
  watch?: boolean;
  /** pickupOptions, addressBookOptions: the one classic script they were before code splitting. */
  classic?: boolean;
}
export declare function commonOptions(options: EmbedBuildInput): BuildOptions;
export declare function loaderOptions(options: EmbedBuildInput): BuildOptions;
export declare function quoteOptions(options: EmbedBuildInput): BuildOptions;
export declare function prepareOptions(options: EmbedBuildInput): BuildOptions;
export declare function widgetOptions(options: EmbedBuildInput): BuildOptions;
export declare function pickupOptions(options: EmbedBuildInput): BuildOptions;
export declare function addressBookOptions(options: EmbedBuildInput): BuildOptions;
