import { describe, expect, it } from 'vitest';
import { repairItems } from './glyphs.js';
import { buildSegments } from './lines.js';
import { item } from './testItems.js';

const texts = (items: ReturnType<typeof item>[]) => buildSegments(items).map((s) => s.text);

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
    const line = (words: string[], y: number) => {
      let x = 60;
      return words.flatMap((word) => {
        const glyphs = [...word].map((ch) => item(ch, (x += 5) - 5, y, { width: 10 }));
        x += 3;
        return glyphs;
      });
    };
    const rows = [
      ['seen', 'nines', 'sense'],
      ['noses', 'one', 'sin'],
      ['see', 'none', 'sense', 'ones'],
    ];
    const items = rows.flatMap((words, i) => line(words, 100 + 20 * i));
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
