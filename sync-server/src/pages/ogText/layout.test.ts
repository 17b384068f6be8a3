import { describe, expect, it } from 'vitest';
import { PAGE_LANGUAGES } from '@folio/shared';
import { loadedSliceCount } from './fonts.js';
import { shapeLine, wrapText, type TextStyle } from './layout.js';
import { SCRIPT_NAMES } from './names.js';

const styleFor = (lang: TextStyle['lang'], weight: 400 | 700 = 700): TextStyle => ({
  size: 84,
  weight,
  lang,
  dir: PAGE_LANGUAGES[lang].dir,
});

describe('Open Graph text layout', () => {
  it.each(SCRIPT_NAMES)(
    'draws a $script name with real glyphs from a font whose cmap has each letter',
    ({ lang, name }) => {
      for (const weight of [400, 700] as const) {
        const line = shapeLine(name, styleFor(lang, weight));
        expect(line.missing).toEqual([]);
        // Glyph 0 is .notdef, the box a font draws for a character it lacks.
        expect(line.glyphs.filter((g) => g.glyph === 0)).toEqual([]);
        for (const [index, char] of [...name].entries()) {
          if (/\s/u.test(char)) continue;
          const at = [...name].slice(0, index).join('').length;
          // The glyph drawing this character (its cluster starts at or before it) comes from a font
          // that maps it.
          const cluster = Math.max(...line.glyphs.map((g) => g.cluster).filter((c) => c <= at));
          const fonts = line.glyphs.filter((g) => g.cluster === cluster).map((g) => g.font);
          expect(
            fonts.some((f) => f.has(char.codePointAt(0) ?? 0)),
            `${char} in ${name}`,
          ).toBe(true);
        }
        expect(line.width).toBeGreaterThan(0);
      }
    },
  );

  it('joins Arabic letters: a word is drawn with other glyphs than its letters kept apart', () => {
    const style = styleFor('ar');
    const word = 'سلمى';
    const joined = shapeLine(word, style).glyphs.map((g) => g.glyph);
    // U+200C (zero-width non-joiner) between letters asks for each letter's isolated form.
    const apart = [...word].join('\u200c');
    const isolated = shapeLine(apart, style)
      .glyphs.filter((g) => apart[g.cluster] !== '\u200c')
      .map((g) => g.glyph);
    expect(joined).toHaveLength(isolated.length);
    expect(joined).not.toEqual(isolated);
  });

  it('puts right-to-left words in reading order from the right', () => {
    for (const { lang, name } of SCRIPT_NAMES.filter((n) => PAGE_LANGUAGES[n.lang].dir === 'rtl')) {
      const line = shapeLine(name, styleFor(lang));
      const space = name.indexOf(' ');
      const first = line.glyphs.filter((g) => g.cluster < space).map((g) => g.x);
      const second = line.glyphs.filter((g) => g.cluster > space).map((g) => g.x);
      // The first word (logical order) stands right of the second.
      expect(Math.min(...first), name).toBeGreaterThan(Math.max(...second));
    }
    // A Latin word inside a Hebrew line keeps its own left-to-right order.
    const mixed = shapeLine('דנה AB כהן', styleFor('he'));
    const a = mixed.glyphs.find((g) => g.cluster === 4);
    const b = mixed.glyphs.find((g) => g.cluster === 5);
    expect(a && b && a.x < b.x).toBe(true);
  });

  it('gives a Devanagari vowel sign its own advance (resvg drew "राम" as "रम")', () => {
    const style = styleFor('hi');
    const withSign = shapeLine('राम', style);
    const without = shapeLine('रम', style);
    expect(withSign.width).toBeGreaterThan(without.width + style.size * 0.1);
    const xs = withSign.glyphs.map((g) => g.x);
    expect(new Set(xs).size).toBe(xs.length);
    // A conjunct (consonant, virama, consonant) is one ligature glyph where the font has it.
    const conjunct = shapeLine('वर्मा', style);
    expect(conjunct.missing).toEqual([]);
    expect(conjunct.glyphs.length).toBeLessThan([...'वर्मा'].length);
  });

  it('breaks a long headline into lines that fit, ending in an ellipsis when text is left over', () => {
    const style = styleFor('ja', 400);
    const text = 'パフォーマンスとアクセシビリティを重視する開発者です。'.repeat(4);
    const lines = wrapText(text, 600, 2, style);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(600);
    expect(lines[1]?.text.endsWith('…')).toBe(true);
    const short = wrapText('Short title', 600, 2, styleFor('en'));
    expect(short.map((l) => l.text)).toEqual(['Short title']);
  });

  it('keeps a bounded number of font slices loaded', () => {
    // Many distinct Han characters reach many slices; the cache stays within its bound.
    let text = '';
    for (let cp = 0x4e00; cp < 0x9fa0; cp += 97) text += String.fromCodePoint(cp);
    shapeLine(text, styleFor('zh', 400));
    expect(loadedSliceCount()).toBeLessThanOrEqual(48);
  });
});
