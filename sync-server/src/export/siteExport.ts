import { strToU8, zipSync, type Zippable } from 'fflate';
import { redactResume } from '@folio/shared';
import { toJsonResume, toRenderCvYaml } from '@folio/shared/resume/exchange/index.js';
import type { PageAssets } from '../pages/assets.js';
import { ASSET_PREFIX } from '../pages/paths.js';
import { renderPortfolioHtml } from '../pages/render.js';
import type { PortfolioRecord } from '../storage/types.js';
import { siteReadme } from './readme.js';

/** The folder of the zip that holds styles and fonts (index.html refers to it relatively). */
const ASSET_DIR = 'assets/';

export interface SiteFiles {
  /** Path inside the zip → bytes. */
  files: Map<string, Uint8Array>;
}

/**
 * The portfolio as a static site its owner keeps: the page exactly as this server renders it, with
 * every asset it uses beside it under relative paths (so it works from a file:// URL and on any static
 * host), the public resume as JSON Resume and as RenderCV YAML, the original PDF when one is stored, and a README on hosting.
 */
export function buildSite(
  record: PortfolioRecord,
  publicUrl: string,
  assets: PageAssets,
  pdf: Uint8Array | null,
): SiteFiles {
  const files = new Map<string, Uint8Array>();
  const html = renderPortfolioHtml(record, publicUrl, assets, { standalone: true, pdfStored: pdf !== null });
  const used = new Set<string>();
  // Absolute asset paths become relative ones: in the page to assets/NAME, inside the stylesheet
  // (which lives in assets/ itself) to NAME.
  const relative = (text: string, to: string) =>
    text.replaceAll(new RegExp(`${escapeRegExp(ASSET_PREFIX)}([A-Za-z0-9._-]+)`, 'g'), (_, name: string) => {
      used.add(name);
      return to + name;
    });
  files.set('index.html', strToU8(relative(html, ASSET_DIR)));
  // The stylesheet may name fonts the page does not preload; follow it until nothing new appears.
  const done = new Set<string>();
  for (let pending = [...used]; pending.length; pending = [...used].filter((n) => !done.has(n))) {
    for (const name of pending) {
      done.add(name);
      const entity = assets.files.get(name);
      if (!entity) throw new Error(`Page asset ${name} is missing from the build`);
      const bytes = name.endsWith('.css')
        ? strToU8(relative(entity.identity.toString('utf8'), ''))
        : new Uint8Array(entity.identity);
      files.set(ASSET_DIR + name, bytes);
    }
  }
  const publicResume = redactResume(record.resume, record.settings);
  files.set('resume.json', strToU8(`${JSON.stringify(toJsonResume(publicResume), null, 2)}\n`));
  files.set('resume.yaml', strToU8(toRenderCvYaml(publicResume)));
  if (pdf) files.set('resume.pdf', pdf);
  files.set('README.md', strToU8(siteReadme({ record, publicUrl, hasPdf: !!pdf })));
  return { files };
}

/** The site as one zip; text compressed, fonts and the PDF (already compressed) stored. */
export function zipSite(site: SiteFiles, folder: string, modified: Date): Uint8Array {
  const tree: Zippable = {};
  for (const [name, bytes] of site.files) {
    const packed = /\.(woff2|pdf|png)$/.test(name);
    tree[`${folder}/${name}`] = [bytes, { level: packed ? 0 : 9, mtime: modified }];
  }
  return zipSync(tree);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
