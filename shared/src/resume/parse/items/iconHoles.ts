/**
 * pdf.js gives a glyph that its font maps to no character as U+0000. Inside a word that is a ligature
 * ("ﬁ" in "con_guration"), which normalizeItemText spells "fi"; but a run of such glyphs with no letter
 * touching it on its line is an icon of an icon font that maps nothing (a pin before the town, a
 * handset before the number), and reading it as "fi" glues a word onto the field beside it. Only the
 * neighbouring runs tell the two apart: the text alone cannot (a ligature can be a run of its own too).
 */

/** What a neighbour test needs of a pdf.js text run, read through guards (pdf.js output is untrusted). */
interface Run {
  str: string;
  x: number;
  y: number;
  w: number;
  size: number;
}

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what pdf.js emits for these glyphs
const HOLES = /^\u0000+$/;

/** A private-use character: what icon fonts that do map their glyphs give, and what isIconText knows. */
export const ICON_STAND_IN = '\ue000';

function runOf(raw: unknown): Run | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.str !== 'string' || !Array.isArray(r.transform)) return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = (r.transform as unknown[]).map((v) =>
    typeof v === 'number' && Number.isFinite(v) ? v : 0,
  );
  const width = typeof r.width === 'number' && Number.isFinite(r.width) ? r.width : 0;
  return { str: r.str, x: e, y: f, w: width, size: Math.hypot(c, d) || Math.hypot(a, b) };
}

/** The nearest run on `dir`'s side of run `i` that holds any text (pdf.js puts empty runs between). */
function neighbour(raws: readonly unknown[], i: number, dir: 1 | -1): Run | null {
  for (let j = i + dir; j >= 0 && j < raws.length && Math.abs(j - i) <= 3; j += dir) {
    const run = runOf(raws[j]);
    if (run && run.str !== '') return run;
  }
  return null;
}

/** Whether run `i` is a run of unmapped glyphs that no letter on its line touches: an icon. */
export function isIconHole(raws: readonly unknown[], i: number): boolean {
  const raw = raws[i];
  // Most runs are text: only a run of holes is read further.
  if (typeof raw !== 'object' || raw === null || !HOLES.test(String((raw as { str?: unknown }).str)))
    return false;
  const run = runOf(raw);
  if (!run || !(run.size > 0)) return false;
  const touches = (other: Run | null, dir: 1 | -1): boolean => {
    if (!other || Math.abs(other.y - run.y) > run.size * 0.3) return false;
    const letter = dir === -1 ? /\p{L}$/u.test(other.str) : /^\p{L}/u.test(other.str);
    const gap = dir === -1 ? run.x - (other.x + other.w) : other.x - (run.x + run.w);
    return letter && Math.abs(gap) <= run.size * 0.15;
  };
  return !touches(neighbour(raws, i, -1), -1) && !touches(neighbour(raws, i, 1), 1);
}
