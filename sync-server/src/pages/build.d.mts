/** Types of build.mjs (plain JavaScript so the production build runs without tsx). */
export interface PageAssetsManifest {
  version: string;
  templates: Record<string, { css: string; js: string; preload: string[] }>;
  files: string[];
}
export function buildPageAssets(outDir: string): Promise<PageAssetsManifest>;
