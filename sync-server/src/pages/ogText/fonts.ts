import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import type { PageLanguageCode } from '@folio/shared';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);

export type Weight = 400 | 700;

/** One font file ready to shape with: its HarfBuzz font, the code points its cmap maps, its outlines. */
export interface ShapingFont {
  key: string;
  font: hb.Font;
  unitsPerEm: number;
  has(codePoint: number): boolean;
  /** The glyph's outline as SVG path data in font units (y up); '' for blank glyphs such as a space. */
  outline(glyph: number): string;
}

function shapingFont(key: string, data: Uint8Array): ShapingFont {
  const face = new hb.Face(new hb.Blob(data));
  const font = new hb.Font(face);
  const unicodes = new Set(face.collectUnicodes());
  const outlines = new Map<number, string>();
  return {
    key,
    font,
    unitsPerEm: face.upem,
    has: (codePoint) => unicodes.has(codePoint),
    outline(glyph) {
      let path = outlines.get(glyph);
      if (path === undefined) outlines.set(glyph, (path = font.glyphToPath(glyph)));
      return path;
    },
  };
}

/** Inter (Latin, Cyrillic, Greek, Vietnamese): small, always loaded, and first in every chain. */
const INTER_FILES: Record<Weight, string> = {
  400: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  700: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
};
let inter: Record<Weight, ShapingFont> | null = null;
function interFont(weight: Weight): ShapingFont {
  inter ??= {
    400: shapingFont('inter-400', readFileSync(require.resolve(INTER_FILES[400]))),
    700: shapingFont('inter-700', readFileSync(require.resolve(INTER_FILES[700]))),
  };
  return inter[weight];
}

/**
 * The Noto families for the other scripts the parser reads, as Fontsource ships them: each weight cut
 * into slices by Unicode range (about a hundred for a CJK family, one for Arabic), each a WOFF file of
 * tens of kilobytes. A card loads only the slices holding its own characters, so a Chinese name costs
 * a few slices, not a 10 MB font.
 */
const FAMILIES = {
  arabic: 'noto-sans-arabic',
  hebrew: 'noto-sans-hebrew',
  devanagari: 'noto-sans-devanagari',
  thai: 'noto-sans-thai',
  sc: 'noto-sans-sc',
  tc: 'noto-sans-tc',
  jp: 'noto-sans-jp',
  kr: 'noto-sans-kr',
} as const;
type Family = keyof typeof FAMILIES;
export type FontFamily = Family | 'inter';

interface Slice {
  subset: string;
  ranges: [number, number][];
}
const slicesOf = new Map<Family, Slice[]>();
function slices(family: Family): Slice[] {
  let list = slicesOf.get(family);
  if (!list) {
    const path = require.resolve(`@fontsource/${FAMILIES[family]}/unicode.json`);
    const table = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    list = Object.entries(table).map(([subset, ranges]) => ({
      subset: subset.replace(/[[\]]/g, ''),
      ranges: ranges.split(',').map((range) => {
        const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(from, 16), parseInt(to, 16)];
      }),
    }));
    slicesOf.set(family, list);
  }
  return list;
}

/**
 * Loaded slices, least recently used first. The bound keeps HarfBuzz's heap small (a slice is about
 * 100 KB unpacked); a card needs a handful, and cards are rendered once per revision and cached.
 */
const MAX_LOADED_SLICES = 48;
const loaded = new Map<string, ShapingFont>();
function slice(family: Family, subset: string, weight: Weight): ShapingFont {
  const key = `${FAMILIES[family]}-${subset}-${weight}`;
  let font = loaded.get(key);
  if (font) loaded.delete(key);
  else {
    const file = require.resolve(`@fontsource/${FAMILIES[family]}/files/${key}-normal.woff`);
    font = shapingFont(key, woffToSfnt(readFileSync(file)));
  }
  loaded.set(key, font);
  while (loaded.size > MAX_LOADED_SLICES) loaded.delete(loaded.keys().next().value ?? '');
  return font;
}

/** How many slices are loaded now (for tests of the bound). */
export const loadedSliceCount = () => loaded.size;

/**
 * The families to try, in order, for a page in `lang`: Inter, the scripts with one family each, then
 * the four CJK families with the page's own first, so a Japanese name gets Japanese glyph forms and a
 * Chinese one Chinese forms; the others catch the rarer characters one family lacks.
 */
export function fallbackChain(lang: PageLanguageCode): FontFamily[] {
  const han: Family[] =
    lang === 'ja'
      ? ['jp', 'sc', 'tc', 'kr']
      : lang === 'ko'
        ? ['kr', 'sc', 'tc', 'jp']
        : ['sc', 'tc', 'jp', 'kr'];
  return ['inter', 'arabic', 'hebrew', 'devanagari', 'thai', ...han];
}

/** The first font of `chain` whose cmap maps `codePoint`, or null when none does. */
export function fontFor(codePoint: number, weight: Weight, chain: readonly FontFamily[]): ShapingFont | null {
  for (const family of chain) {
    if (family === 'inter') {
      const font = interFont(weight);
      if (font.has(codePoint)) return font;
      continue;
    }
    for (const { subset, ranges } of slices(family)) {
      if (!ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) continue;
      const font = slice(family, subset, weight);
      if (font.has(codePoint)) return font;
    }
  }
  return null;
}

/** The font that draws what no font has: Inter, whose .notdef box is at least the card's own style. */
export const lastResortFont = (weight: Weight) => interFont(weight);
