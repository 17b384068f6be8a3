import { strToU8, zipSync, type Zippable } from 'fflate';
import { redactResume } from '@folio/shared';
import { toJsonResume, toRenderCvYaml } from '@folio/shared/resume/exchange/index.js';
import type { PageAssets } from '../pages/assets.js';
import { ASSET_PREFIX } from '../pages/paths.js';
import { inLanguage, pageVersions, type PageVersion } from '../pages/languages.js';
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
 * Each translation is the same again in its language's folder (`de/index.html`, `de/resume.json`…).
 */
export function buildSite(
  record: PortfolioRecord,
  publicUrl: string,
  assets: PageAssets,
  pdf: Uint8Array | null,
): SiteFiles {
  const files = new Map<string, Uint8Array>();
  const used = new Set<string>();
  // Absolute asset paths become relative ones: in a page to assets/NAME (../assets/NAME from a
  // language's folder), inside the stylesheet (which lives in assets/ itself) to NAME.
  const relative = (text: string, to: string) =>
    text.replaceAll(new RegExp(`${escapeRegExp(ASSET_PREFIX)}([A-Za-z0-9._-]+)`, 'g'), (_, name: string) => {
      used.add(name);
      return to + name;
    });
  // Each language is a page of its own: the main one at the top, a translation in its folder, the
  // switch between them linking the files (so it works from file:// too), hreflang the live addresses.
  const versions = pageVersions(record);
  const folderOf = (v: PageVersion) => (v.main ? '' : `${v.lang}/`);
  const pdfStored = pdf !== null;
  for (const version of versions) {
    const folder = folderOf(version);
    const up = folder ? '../' : '';
    const html = renderPortfolioHtml(inLanguage(record, version), publicUrl, assets, {
      standalone: true,
      pdfStored,
      filesAt: up,
      ...(versions.length > 1 && {
        languages: {
          current: version.lang,
          versions: versions.map((v) => ({
            lang: v.lang,
            path: v.path,
            href: `${up}${folderOf(v)}index.html`,
          })),
        },
      }),
    });
    files.set(`${folder}index.html`, strToU8(relative(html, `${up}${ASSET_DIR}`)));
    const publicResume = redactResume(version.resume, record.settings);
    files.set(`${folder}resume.json`, strToU8(`${JSON.stringify(toJsonResume(publicResume), null, 2)}\n`));
    files.set(`${folder}resume.yaml`, strToU8(toRenderCvYaml(publicResume)));
  }
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
  if (pdf) files.set('resume.pdf', pdf);
  const translations = versions.filter((v) => !v.main).map((v) => ({ lang: v.lang, folder: folderOf(v) }));
  files.set('README.md', strToU8(siteReadme({ record, publicUrl, hasPdf: pdfStored, translations })));
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
