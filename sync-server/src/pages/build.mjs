// Builds what published pages load besides their HTML: one stylesheet and one small script per
// template, and the self-hosted fonts those stylesheets use. Called by sync-server/build.mjs for
// `npm start` (into dist/page-assets) and, when no build exists (tests, `npm run dev`), by the pages
// module on first use (into a temp dir). Plain JavaScript so the production build needs no tsx.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** Families the template stylesheets may name, and the weights we ship (latin + latin-ext only). */
const FONT_FAMILIES = {
  Inter: { pkg: '@fontsource/inter', file: 'inter', weights: [400, 600, 700], italic: [] },
  Lora: { pkg: '@fontsource/lora', file: 'lora', weights: [400, 600], italic: [400] },
  'JetBrains Mono': {
    pkg: '@fontsource/jetbrains-mono',
    file: 'jetbrains-mono',
    weights: [400, 700],
    italic: [],
  },
};

/**
 * Metric overrides for a local fallback face, so text laid out before the web font arrives takes the
 * same space after the swap (no layout shift). Values from the fonts' own metrics against the fallback.
 */
const FALLBACKS = {
  Inter: { local: 'Arial', sizeAdjust: '107.4%', ascent: '90.2%', descent: '22.5%' },
  Lora: { local: 'Times New Roman', sizeAdjust: '110.5%', ascent: '90.9%', descent: '24.8%' },
  'JetBrains Mono': { local: 'Courier New', sizeAdjust: '100%', ascent: '102%', descent: '30%' },
};

const SUBSETS = ['latin-ext', 'latin'];

/** The repository root, found from this file wherever it runs (source, or inlined into dist/index.js). */
function repoRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'shared/src/templates/catalog.ts'))) return dir;
    const up = path.dirname(dir);
    if (up === dir)
      throw new Error('buildPageAssets: cannot find the repository root (shared/src/templates)');
    dir = up;
  }
}

/**
 * Every theme's page variables (shared/src/themes/pageCss.ts), computed from the theme data itself:
 * the module is bundled by esbuild and loaded from memory, so this file stays plain JavaScript.
 */
async function themeVariablesCss(root) {
  const bundle = await esbuild.build({
    entryPoints: [path.join(root, 'shared/src/themes/pageCss.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'warning',
  });
  const source = Buffer.from(bundle.outputFiles[0].contents).toString('base64');
  const { themePageCss } = await import(`data:text/javascript;base64,${source}`);
  return themePageCss();
}

const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 10);
const pascal = (id) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * Writes `<outDir>/page-assets/`: hashed CSS, JS and woff2 files plus manifest.json
 * `{ version, templates: { [id]: { css, js, preload: [fontUrl] } }, files: [name] }`.
 * URLs are under /portfolio-assets/. Returns the manifest.
 */
export async function buildPageAssets(outDir) {
  const root = repoRoot();
  const templatesDir = path.join(root, 'shared/src/templates');
  const clientDir = path.join(root, 'sync-server/src/pages/client');
  const target = path.join(outDir, 'page-assets');
  const require = createRequire(path.join(root, 'sync-server/package.json'));
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });

  const ids = readdirSync(templatesDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        d.name !== 'common' &&
        existsSync(path.join(templatesDir, d.name, `${d.name}.css`)),
    )
    .map((d) => d.name)
    .sort();

  const files = [];
  const fontUrls = new Map();
  /** Copies one woff2 into the output under a content hash; returns its URL. */
  const font = async (family, subset, weight, style) => {
    const spec = FONT_FAMILIES[family];
    const src = path.join(
      path.dirname(require.resolve(`${spec.pkg}/package.json`)),
      'files',
      `${spec.file}-${subset}-${weight}-${style}.woff2`,
    );
    if (fontUrls.has(src)) return fontUrls.get(src);
    const name = `${spec.file}-${subset}-${weight}-${style}.${hash(readFileSync(src))}.woff2`;
    await copyFile(src, path.join(target, name));
    files.push(name);
    const url = `/portfolio-assets/${name}`;
    fontUrls.set(src, url);
    return url;
  };
  const unicode = (family) =>
    JSON.parse(
      readFileSync(
        path.join(path.dirname(require.resolve(`${FONT_FAMILIES[family].pkg}/package.json`)), 'unicode.json'),
        'utf8',
      ),
    );

  const manifest = { version: '', templates: {}, files };
  const themed =
    readFileSync(path.join(templatesDir, 'common/themed.css'), 'utf8') + (await themeVariablesCss(root));
  // Print rules come last: they win over every template and theme rule.
  const print = readFileSync(path.join(templatesDir, 'common/print.css'), 'utf8');
  for (const id of ids) {
    const common = readFileSync(path.join(templatesDir, 'common/common.css'), 'utf8');
    const own = readFileSync(path.join(templatesDir, id, `${id}.css`), 'utf8');
    // The families a template really uses: its body and heading fonts (common.css defaults to Inter).
    const body = /--fx-font-body:\s*'([^']+)'/.exec(own)?.[1] ?? 'Inter';
    const head = /--fx-font-head:\s*'([^']+)'/.exec(own)?.[1] ?? body;
    const families = [...new Set([head, body])].filter((f) => f in FONT_FAMILIES);
    let faces = '';
    const preload = [];
    for (const family of families) {
      const spec = FONT_FAMILIES[family];
      const ranges = unicode(family);
      const styles = [...spec.weights.map((w) => [w, 'normal']), ...spec.italic.map((w) => [w, 'italic'])];
      for (const [weight, style] of styles) {
        for (const subset of SUBSETS) {
          const url = await font(family, subset, weight, style);
          faces += `@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${ranges[subset]}}\n`;
          // Only the body face: the largest text of a phone's first screen is body text (a summary), and a
          // second preloaded face takes the slow link's bandwidth from it (Kyoto's Lora: LCP 1.8 s → 1.4 s).
          if (family === body && subset === 'latin' && weight === 400 && style === 'normal')
            preload.push(url);
        }
      }
      const fb = FALLBACKS[family];
      faces += `@font-face{font-family:'${family} Fallback';src:local('${fb.local}');size-adjust:${fb.sizeAdjust};ascent-override:${fb.ascent};descent-override:${fb.descent};line-gap-override:0%}\n`;
    }
    const css = await esbuild.transform(`${faces}\n${common}\n${own}\n${themed}\n${print}`, {
      loader: 'css',
      minify: true,
      target: ['chrome100', 'firefox100', 'safari15'],
      sourcefile: `${id}.css`,
    });
    const cssText = css.code;
    const cssName = `${id}.${hash(cssText)}.css`;
    await writeFile(path.join(target, cssName), cssText);
    files.push(cssName);

    const js = await esbuild.build({
      stdin: {
        contents: `import { boot } from './boot.ts';\nimport { enhance${pascal(id)} } from '../../../../shared/src/templates/${id}/enhance.ts';\nboot(enhance${pascal(id)});\n`,
        loader: 'ts',
        resolveDir: clientDir,
        sourcefile: `${id}.client.ts`,
      },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      target: ['es2020'],
      legalComments: 'none',
      logLevel: 'warning',
    });
    const jsText = js.outputFiles[0].contents;
    const jsName = `${id}.${hash(jsText)}.js`;
    await writeFile(path.join(target, jsName), jsText);
    files.push(jsName);

    manifest.templates[id] = {
      css: `/portfolio-assets/${cssName}`,
      js: `/portfolio-assets/${jsName}`,
      preload,
    };
  }
  manifest.version = hash(JSON.stringify(manifest.templates));
  await writeFile(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
