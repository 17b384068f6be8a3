import { describe, expect, it } from 'vitest';
import { repairItems } from './glyphs.js';
import { buildSegments } from '../lines/lines.js';
import { item } from '../testItems.js';

const texts = (items: ReturnType<typeof item>[]) => buildSegments(items).map((s) => s.text);

/**
 * A line as a producer that gives every item one em of width (10 pt at size 10) draws it: each word a
 * list of items of one or two glyphs, placed by the glyphs' advances, words 3 pt further apart. An
 * item of two glyphs is as wide as the step between them plus an em.
 */
function oneEmLine(words: string[][], y: number, advance: (ch: string) => number) {
  let x = 60;
  return words.flatMap((tokens) => {
    const out = tokens.map((token) => {
      const [first = '', second] = [...token];
      const it = item(token, x, y, { width: second ? advance(first) + 10 : 10 });
      x += [...token].reduce((sum, ch) => sum + advance(ch), 0);
      return it;
    });
    x += 3;
    return out;
  });
}

describe('broken text layers', () => {
  it('draws fake bold once even when its copies are cut differently', () => {
    // item() is 5 pt wide per character at size 10.
    const items = [
      item('North Gate', 60, 100),
      item('North Gate', 60.2, 100),
      item('North Gate,', 60.3, 100, { width: 52 }),
      item(',', 110.4, 100, { width: 2.5 }),
      item(', NY', 110.5, 100, { width: 20 }),
      item('NY', 116, 100, { width: 11 }),
      item('NY', 116.1, 100, { width: 11 }),
      item('HEADING', 60, 130),
      item('HEADIN G', 60.2, 130, { width: 35 }),
    ];
    expect(texts(items)).toEqual(['North Gate, NY', 'HEADING']);
  });

  it('keeps a letter that really is printed twice in a row', () => {
    const items = [...'Hall'].map((ch, i) => item(ch, 60 + i * 4, 100, { width: 4 }));
    expect(texts(items)).toEqual(['Hall']);
  });

  it('finds word spaces between glyphs a producer gave one em of width each', () => {
    // Every glyph is its own item, 10 pt wide at size 10, but steps only 5 pt to the next letter;
    // the word space is the extra 3 pt.
    const rows = [
      ['seen', 'nines', 'sense'],
      ['noses', 'one', 'sin'],
      ['see', 'none', 'sense', 'ones'],
    ];
    const items = rows.flatMap((words, i) =>
      oneEmLine(
        words.map((w) => [...w]),
        100 + 20 * i,
        () => 5,
      ),
    );
    expect(texts(items)).toEqual(rows.map((words) => words.join(' ')));
  });

  it('learns the advance of a wide letter that such a producer only ever drew inside a two-glyph item', () => {
    // Same one-em widths; "W" steps 9 pt, the rest 5 pt. "W" always comes in one item with the
    // letter before it ("eW", 19 pt wide: the step between them plus an em), never alone.
    const advance = (ch: string) => (ch === 'W' ? 9 : 5);
    // A letter followed by "W" is one item with it.
    const tokens = (word: string) =>
      [...word].reduce<string[]>(
        (list, ch) => (ch === 'W' ? [...list.slice(0, -1), `${list.at(-1) ?? ''}W`] : [...list, ch]),
        [],
      );
    const rows = [
      ['seWn', 'nines', 'sense'],
      ['oWes', 'one', 'sin'],
      ['see', 'noWs', 'sense', 'ones'],
    ];
    const items = rows.flatMap((words, i) => oneEmLine(words.map(tokens), 100 + 20 * i, advance));
    expect(texts(items)).toEqual(rows.map((words) => words.join(' ')));
  });

  it('takes an icon font glyph named in letters for an icon, not for text', () => {
    const body = ['Senior Analyst', 'Riverside Trust', 'Data pipelines', 'Team of five', 'Since 2020'];
    const items = [
      ...body.map((text, i) => item(text, 60, 100 + 14 * i)),
      item('ENVELOPE', 300, 100, { width: 8 }),
      item('jane@example.org', 312, 100),
    ];
    const repaired = repairItems(items);
    expect(repaired.filter((i) => i.icon).map((i) => i.text)).toEqual(['ENVELOPE']);
    expect(texts(items)).toContain('jane@example.org');
    expect(texts(items).join(' ')).not.toContain('ENVELOPE');
  });
});
