import { describe, expect, it } from 'vitest';
import { EDGE_MARGIN, findFreeArea, TEXT_GAP, type Rect } from './freeArea.js';

const LETTER = { width: 612, height: 792 };
const size = { w: 200, h: 54 };
const clear = (a: Rect, boxes: Rect[]) =>
  boxes.every(
    (b) =>
      a.x >= b.x + b.w + TEXT_GAP ||
      b.x >= a.x + a.w + TEXT_GAP ||
      a.y >= b.y + b.h + TEXT_GAP ||
      b.y >= a.y + a.h + TEXT_GAP,
  );

describe('findFreeArea', () => {
  it('puts the stamp bottom right on a page whose text ends higher up', () => {
    const text = [{ x: 50, y: 60, w: 500, h: 600 }];
    expect(findFreeArea(LETTER, text, size)).toEqual({
      x: 612 - EDGE_MARGIN - 200,
      y: 792 - EDGE_MARGIN - 54,
      w: 200,
      h: 54,
    });
  });

  it('steps around a footer and never overlaps text', () => {
    const footer = [
      { x: 40, y: 760, w: 540, h: 10 },
      { x: 50, y: 60, w: 500, h: 600 },
    ];
    const at = findFreeArea(LETTER, footer, size);
    expect(at).not.toBeNull();
    expect(clear(at!, footer)).toBe(true);
    expect(at!.y + at!.h).toBeLessThanOrEqual(760 - TEXT_GAP);
    const beside = [{ x: 40, y: 720, w: 250, h: 50 }];
    const right = findFreeArea(LETTER, beside, size);
    expect(right && clear(right, beside)).toBe(true);
  });

  it('finds nothing when text fills the bottom of the page', () => {
    const full = [{ x: 20, y: 30, w: 572, h: 750 }];
    expect(findFreeArea(LETTER, full, size)).toBeNull();
    expect(findFreeArea({ width: 150, height: 100 }, [], size)).toBeNull();
  });
});
