import bidiFactory from 'bidi-js';
import * as hb from 'harfbuzzjs';
import type { PageLanguageCode } from '@folio/shared';
import { fallbackChain, fontFor, lastResortFont, type ShapingFont, type Weight } from './fonts.js';

const bidi = bidiFactory();

export interface TextStyle {
  /** Pixels per em. */
  size: number;
  weight: Weight;
  lang: PageLanguageCode;
  /** The paragraph direction: the page's. */
  dir: 'ltr' | 'rtl';
}

/** A glyph placed on the line, in pixels from the line's left end and baseline. */
export interface PlacedGlyph {
  font: ShapingFont;
  glyph: number;
  x: number;
  y: number;
  /** UTF-16 index of the first character the glyph draws. */
  cluster: number;
}

export interface ShapedLine {
  text: string;
  glyphs: PlacedGlyph[];
  width: number;
  /** Code points no shipped font has (drawn as .notdef). */
  missing: number[];
}

/** Characters that belong to the letter before them: marks, joiners, variation selectors. */
const CLINGS = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;
/** Characters of no script (spaces, punctuation, digits): kept in the run around them when it can. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

interface Run {
  start: number;
  end: number;
  font: ShapingFont;
  level: number;
}

/**
 * Lays out one line as a browser would: the Unicode bidi algorithm for direction, a font per
 * character by fallback chain (a character with no script keeps the font of the run it sits in),
 * each run shaped by HarfBuzz (Arabic joining, Indic reordering, Thai marks, kerning), then the runs
 * put in visual order. Resvg's own text layout is not used: it lays right-to-left words out left to
 * right and misplaces Devanagari vowel signs.
 */
export function shapeLine(text: string, style: TextStyle): ShapedLine {
  const chain = fallbackChain(style.lang);
  const { levels } = bidi.getEmbeddingLevels(text, style.dir);
  const runs: Run[] = [];
  const missing: number[] = [];
  let previous: ShapingFont | null = null;
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(codePoint);
    const end = i + char.length;
    let font: ShapingFont | null =
      previous && (CLINGS.test(char) || (NEUTRAL.test(char) && previous.has(codePoint)))
        ? previous
        : fontFor(codePoint, style.weight, chain);
    if (!font) {
      missing.push(codePoint);
      font = lastResortFont(style.weight);
    }
    const level = levels[i] ?? 0;
    const last = runs.at(-1);
    if (last && last.font === font && last.level === level) last.end = end;
    else runs.push({ start: i, end, font, level });
    previous = font;
    i = end;
  }

  // Rule L2 of the bidi algorithm over whole runs: from the highest level down to the lowest odd
  // one, reverse every stretch of runs at that level or above. HarfBuzz already gives each
  // right-to-left run's glyphs in visual order.
  const visual = [...runs];
  const highest = Math.max(0, ...visual.map((r) => r.level));
  const lowestOdd = Math.min(highest + 1, ...visual.map((r) => r.level).filter((l) => l % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < visual.length;) {
      if ((visual[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < visual.length && (visual[j]?.level ?? 0) >= level) j++;
      visual.splice(i, j - i, ...visual.slice(i, j).reverse());
      i = j;
    }
  }

  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of visual) {
    const buffer = new hb.Buffer();
    // The whole line is the context, so a letter at a run's edge takes the form its neighbours ask for.
    buffer.addText(text, run.start, run.end - run.start);
    buffer.guessSegmentProperties();
    buffer.setDirection(run.level % 2 === 1 ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.setLanguage(style.lang);
    hb.shape(run.font.font, buffer);
    const scale = style.size / run.font.unitsPerEm;
    for (const info of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({
        font: run.font,
        glyph: info.codepoint,
        x: x + (info.xOffset ?? 0) * scale,
        y: -(info.yOffset ?? 0) * scale,
        cluster: info.cluster,
      });
      x += (info.xAdvance ?? 0) * scale;
    }
  }
  return { text, glyphs, width: x, missing };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The line as SVG paths, its start at `x` (the left end for left-to-right text, the right end for
 * right-to-left), baseline at `y`.
 */
export function lineSvg(line: ShapedLine, x: number, y: number, style: TextStyle, fill: string): string {
  const left = style.dir === 'rtl' ? x - line.width : x;
  const paths: string[] = [];
  for (const g of line.glyphs) {
    const d = g.font.outline(g.glyph);
    if (!d) continue;
    const k = style.size / g.font.unitsPerEm;
    paths.push(
      `<path transform="translate(${round(left + g.x)} ${round(y + g.y)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" d="${d}"/>`,
    );
  }
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

const ELLIPSIS = '…';

/**
 * Breaks text into at most `lines` lines no wider than `width` pixels, at the places the language
 * allows (spaces, and between words of Thai, Chinese or Japanese, which use none); the last line ends
 * in an ellipsis when text is left over.
 */
export function wrapText(text: string, width: number, lines: number, style: TextStyle): ShapedLine[] {
  const words = [...new Intl.Segmenter(style.lang, { granularity: 'word' }).segment(text.trim())].map(
    (s) => s.segment,
  );
  // Each piece is measured once; a line's width is about the sum of its pieces (pieces meet at spaces
  // or between letters that do not join), and the lines kept are shaped whole.
  const widths = words.map((word) => shapeLine(word, style).width);
  const out: ShapedLine[] = [];
  let current = '';
  let used = 0;
  for (let i = 0; i < words.length && out.length < lines; i++) {
    const word = words[i] ?? '';
    const wide = widths[i] ?? 0;
    if (used + wide <= width || !current.trim()) {
      current += word;
      used += wide;
      continue;
    }
    out.push(fit(current.trim(), '', width, style));
    current = word.trimStart();
    used = current ? wide : 0;
  }
  if (current.trim() && out.length < lines) out.push(fit(current.trim(), '', width, style));
  const shown = out
    .map((l) => l.text)
    .join('')
    .replace(/\s/g, '').length;
  if (out.length > 0 && shown < text.replace(/\s/g, '').length) {
    const last = out.length - 1;
    out[last] = fit(out[last]?.text ?? '', ELLIPSIS, width, style);
  }
  return out;
}

/** The longest start of `text` (whole graphemes) that fits in `width` with `suffix` after it. */
function fit(text: string, suffix: string, width: number, style: TextStyle): ShapedLine {
  const graphemes = [...new Intl.Segmenter(style.lang, { granularity: 'grapheme' }).segment(text)].map(
    (s) => s.segment,
  );
  for (let n = graphemes.length; n > 0; n--) {
    const line = shapeLine(graphemes.slice(0, n).join('').trimEnd() + suffix, style);
    if (line.width <= width) return line;
    // Far too long (a word with no break in it): drop the overflow's share at once, not one by one.
    n = Math.min(n, Math.ceil((n * width) / line.width) + 1);
  }
  return shapeLine(suffix, style);
}
