import { bodyFontSize } from '../../sections/sections.js';
import { wordCount } from '../../items/text.js';

/*
 * Ratings printed beside skills are not skills: a level in brackets set in its own column right of
 * the skill ("HTML      (Advanced)"), the cells of a self-assessment grid (a row of "Proficient user",
 * "Proficient user", "Independent user" under column captions), and the captions and legends of such a
 * grid printed in a smaller size than the list. The skills themselves stay.
 */

/** What a skills cell needs to be judged here. */
export interface RatedCell {
  text: string;
  x0: number;
  x1: number;
  top: number;
  size: number;
}

/** The cells that rate the skills rather than name them. */
export function ratingCells<C extends RatedCell>(cells: C[]): Set<C> {
  const out = new Set<C>();
  const rows = rowsOf(cells);
  // "(Advanced)" alone in a cell right of another cell on its row: the level of that skill.
  for (const row of rows) {
    for (const c of row) {
      if (/^[([][^()[\]]{1,30}[)\]]$/u.test(c.text.trim()) && row.some((o) => o !== c && o.x1 <= c.x0))
        out.add(c);
    }
  }
  // Rows of three cells or more where one short text repeats: a grid of ratings.
  const gridRows = rows.filter((row) => {
    if (row.length < 3 || row.some((c) => wordCount(c.text) > 3)) return false;
    const texts = row.map((c) => c.text.trim().toLowerCase());
    return new Set(texts).size <= texts.length - 2 || new Set(texts).size === 1;
  });
  for (const row of gridRows) for (const c of row) out.add(c);
  // A cell set between two rows of that grid belongs to it ("Proficient user" in its first column).
  for (let i = 1; i < gridRows.length; i++) {
    const [above, below] = [gridRows[i - 1]?.[0], gridRows[i]?.[0]];
    if (!above || !below || below.top - above.top > above.size * 2.5) continue;
    for (const c of cells) if (c.top > above.top && c.top < below.top) out.add(c);
  }
  // Around such a grid, its captions and legends are set in a smaller size than the list itself.
  if (!gridRows.length) return out;
  const size = bodyFontSize(cells.map((c) => ({ segments: [{ fontSize: c.size, text: c.text }] })));
  for (const c of cells) if (c.size < size * 0.92) out.add(c);
  return out;
}

function rowsOf<C extends RatedCell>(cells: C[]): C[][] {
  const rows: C[][] = [];
  for (const c of [...cells].sort((a, b) => a.top - b.top)) {
    const row = rows.find((r) => Math.abs((r[0]?.top ?? -99) - c.top) < 2);
    if (row) row.push(c);
    else rows.push([c]);
  }
  return rows.map((r) => r.sort((a, b) => a.x0 - b.x0));
}
