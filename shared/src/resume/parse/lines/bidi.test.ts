import { describe, expect, it } from 'vitest';
import { isRtlText, logicalOrder } from './bidi.js';
import { layoutPages } from '../layout/layout.js';
import { buildSegments } from './lines.js';
import { item } from '../testItems.js';

describe('right-to-left text in visual order', () => {
  it('reads right-to-left parts right to left and keeps Latin and number runs in their order', () => {
    // Visual order, left to right: "2021", "-", "2019", "עבודה", "ניסיון" (logical: ניסיון עבודה 2019-2021).
    const visual = ['2019', '-', '2021', 'עבודה', 'ניסיון'];
    expect(logicalOrder(visual, (t) => t)).toEqual(['ניסיון', 'עבודה', '2019', '-', '2021']);
    expect(isRtlText('ניסיון Adobe')).toBe(true);
    expect(isRtlText('Adobe Illustrator ניסיון')).toBe(false);
  });

  it('joins glyphs drawn one by one on a right-to-left row in reading order', () => {
    // "שלום" drawn glyph by glyph from its last letter (left) to its first (right).
    const glyphs = [...'םולש'].map((ch, i) => item(ch, 100 + i * 5, 100, { width: 5 }));
    expect(buildSegments(glyphs).map((s) => s.text)).toEqual(['שלום']);
  });

  it('reads the columns of a right-to-left page from the right', () => {
    // Right-to-left lines are flush right: each ends at its column's right edge.
    const column = (edge: number, lines: string[]) =>
      lines.map((w, i) => item(w, edge - w.length * 5, 100 + 14 * i));
    const right = column(560, ['שורה אחת', 'שורה שתיים', 'שורה שלוש', 'שורה ארבע', 'שורה חמש', 'שורה שש']);
    const left = column(250, [
      'טור שמאלי',
      'עוד שורה',
      'ועוד אחת',
      'שורה רביעית',
      'שורה חמישית',
      'שורה אחרונה',
    ]);
    const regions = layoutPages(buildSegments([...left, ...right]));
    expect(regions.map((r) => r.lines[0]?.text)).toEqual(['שורה אחת', 'טור שמאלי']);
  });
});
