import { describe, expect, it } from 'vitest';
import { isIconHole } from './iconHoles.js';
import { isIconText, normalizeItemText } from './text.js';

/** A pdf.js text run: its string at x on a baseline, `size` points, `width` wide. */
const run = (str: string, x: number, width: number, size = 10, y = 700) => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
});

describe('unmapped glyphs: icon or ligature', () => {
  it('reads a lone unmapped glyph set apart from the words beside it as an icon', () => {
    // A larger pin, an empty run, a space, then the town.
    const pin = [
      run('', 50, 0, 16),
      run('\u0000', 50, 9.6, 16),
      run(' ', 59.6, 4, 16),
      run('Porto, PT', 66, 45),
    ];
    expect(isIconHole(pin, 1)).toBe(true);
    // Between two fields of one line, spaces on both sides.
    const between = [
      run('2019 - 2021', 40, 60),
      run(' ', 100, 3),
      run('\u0000', 104, 6),
      run(' ', 110, 3),
      run('2 years', 114, 35),
    ];
    expect(isIconHole(between, 2)).toBe(true);
  });

  it('keeps an unmapped glyph that a word runs on from, or into, as a ligature', () => {
    // "con" + ligature + "guration", split into runs.
    const inWord = [run('con', 40, 15), run('\u0000', 55, 5), run('guration', 60, 38)];
    expect(isIconHole(inWord, 1)).toBe(false);
    // At the start of a word: the ligature, then the rest of the word right after it.
    const wordStart = [run('the ', 40, 16), run('\u0000', 56, 5), run('nance team', 61, 48)];
    expect(isIconHole(wordStart, 1)).toBe(false);
    // Text that is not a hole is never an icon here.
    expect(isIconHole([run('Lisboa', 40, 30)], 0)).toBe(false);
    // The ligature reading itself is left to normalizeItemText.
    expect(normalizeItemText('\u0000nance')).toBe('finance');
    expect(isIconText('\ue000')).toBe(true);
  });
});
