import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_IDS, type TemplateId } from '@folio/shared';
import { z } from 'zod';
import { log } from '../log.js';
import type * as BuildModule from './build.mjs';
import { CompressedEntity } from './entity.js';

const manifestSchema = z.object({
  version: z.string(),
  templates: z.record(
    z.string(),
    z.object({ css: z.string(), js: z.string(), preload: z.array(z.string()) }),
  ),
  files: z.array(z.string()),
});

export interface TemplateAssets {
  css: string;
  js: string;
  /** Fonts the page preloads (the template's regular weights). */
  preload: string[];
}

export interface PageAssets {
  /** Changes whenever any asset changes: part of every cached page's key and ETag. */
  version: string;
  templates: Record<TemplateId, TemplateAssets>;
  /** By file name (the part after /portfolio-assets/). */
  files: Map<string, CompressedEntity>;
}

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Loads the built page assets: dist/page-assets when this runs as the production bundle (built by
 * `npm run build`), otherwise builds them once into a temp dir (tests, `npm run dev`).
 */
export async function loadPageAssets(): Promise<PageAssets> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  let dir = path.join(here, 'page-assets');
  if (!existsSync(path.join(dir, 'manifest.json'))) {
    const started = Date.now();
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'folio-page-assets-'));
    // build.mjs is plain JavaScript shared with the production build (types in build.d.mts). Imported
    // by a computed URL so the server bundle neither inlines it nor loads esbuild (a dev dependency);
    // the bundle always finds its prebuilt dist/page-assets and never gets here.
    const builder = new URL('./build.mjs', import.meta.url).href;
    const { buildPageAssets } = (await import(builder)) as typeof BuildModule;
    await buildPageAssets(tmp);
    dir = path.join(tmp, 'page-assets');
    log.info('Built published-page assets', { dir, ms: Date.now() - started });
  }
  const manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')));
  const templates = {} as Record<TemplateId, TemplateAssets>; // filled for every id just below, or we throw
  for (const id of TEMPLATE_IDS) {
    const entry = manifest.templates[id];
    if (!entry) throw new Error(`Page assets have no entry for template "${id}"; rebuild them.`);
    templates[id] = entry;
  }
  const files = new Map<string, CompressedEntity>();
  for (const name of manifest.files) {
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    const body = await readFile(path.join(dir, name));
    files.set(name, await CompressedEntity.create(body, type, { compress: !name.endsWith('.woff2') }));
  }
  return { version: manifest.version, templates, files };
}
