import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontFamily } from '../model.js';

/*
 * Web fonts come from the @fontsource packages the server already depends on, inlined as data URLs so
 * the page needs no network; the rest are the system's DejaVu and Liberation families.
 */

const WEB_FONTS: Partial<Record<FontFamily, string>> = {
  Inter: '@fontsource/inter/files/inter',
  Lora: '@fontsource/lora/files/lora',
  'JetBrains Mono': '@fontsource/jetbrains-mono/files/jetbrains-mono',
};

// Latin and Latin Extended (Polish, Swedish, …) for the weights the layouts use.
const FACES = [
  { subset: 'latin', range: 'U+0000-00FF, U+2000-206F, U+20AC, U+2122, U+2190-21FF, U+2212' },
  { subset: 'latin-ext', range: 'U+0100-024F, U+1E00-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113' },
] as const;

/** `@font-face` rules for the web fonts among `families` (system fonts need none). */
export function fontFaces(families: readonly FontFamily[]): string {
  const require = createRequire(import.meta.url);
  const rules: string[] = [];
  for (const family of new Set(families)) {
    const base = WEB_FONTS[family];
    if (!base) continue;
    for (const weight of [400, 700])
      for (const face of FACES) {
        const file = require.resolve(`${base}-${face.subset}-${weight}-normal.woff2`);
        const data = readFileSync(file).toString('base64');
        rules.push(
          `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;` +
            `unicode-range:${face.range};src:url(data:font/woff2;base64,${data}) format('woff2')}`,
        );
      }
  }
  return rules.join('\n');
}

/** A CSS font stack that ends in a family of the same kind. */
export function fontStack(family: FontFamily): string {
  if (family === 'DejaVu Sans Condensed') return `'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif`;
  const serif = family === 'DejaVu Serif' || family === 'Liberation Serif' || family === 'Lora';
  const mono = family === 'JetBrains Mono';
  return `'${family}', ${mono ? 'monospace' : serif ? 'serif' : 'sans-serif'}`;
}
