/**
 * Where on a page a small stamp fits without touching anything printed: pure geometry over the
 * page's text boxes (read with pdf.js), in top-down page coordinates (y grows downwards from the top
 * of the page's view box, as the parser's text items are).
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Kept clear of the page's edge: most printers cannot print closer. */
export const EDGE_MARGIN = 18;
/** Kept clear around every text box, so the stamp never crowds a line. */
export const TEXT_GAP = 6;
/** The stamp goes in the bottom part of the page only: a margin, not the body. */
export const BOTTOM_SHARE = 0.25;
const STEP = 2;

const overlaps = (a: Rect, b: Rect, gap: number) =>
  a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;

/**
 * The lowest free place for a `size` stamp in the bottom quarter of the page, right-most first (a
 * footer's page number or date usually sits left or centre); null when there is none.
 */
export function findFreeArea(
  page: { width: number; height: number },
  obstacles: readonly Rect[],
  size: { w: number; h: number },
): Rect | null {
  const maxX = page.width - EDGE_MARGIN - size.w;
  const maxY = page.height - EDGE_MARGIN - size.h;
  const minY = page.height * (1 - BOTTOM_SHARE);
  if (maxX < EDGE_MARGIN || maxY < minY) return null;
  const band = { x: 0, y: minY, w: page.width, h: page.height - minY };
  const near = obstacles.filter((o) => o.w >= 0 && o.h >= 0 && overlaps(o, band, TEXT_GAP));
  for (let y = maxY; y >= minY; y -= STEP) {
    const row = near.filter((o) => o.y < y + size.h + TEXT_GAP && y < o.y + o.h + TEXT_GAP);
    for (let x = maxX; x >= EDGE_MARGIN; x -= STEP) {
      const at = { x, y, w: size.w, h: size.h };
      const hit = row.find((o) => overlaps(at, o, TEXT_GAP));
      if (!hit) return at;
      // Jump left past what was hit instead of trying every step inside it.
      x = Math.min(x, hit.x - TEXT_GAP - size.w + STEP);
    }
  }
  return null;
}
