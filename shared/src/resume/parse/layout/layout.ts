import { bandTop } from './bands.js';
import { isRtlText } from '../lines/bidi.js';
import { isGridCells } from './gridCells.js';
import { matchHeading } from '../sections/headings.js';
import { linesFromSegments, makeLine, type Line, type Segment } from '../lines/lines.js';
import { findDates, findTokens, monthOf } from '../dates/dates.js';
import { FIELD_LABEL, findEmails } from '../words/patterns.js';
import { wordCount } from '../items/text.js';

/*
 * Step 3: reading order. Finds column gutters (a sidebar, a two-column body) and returns lines column
 * by column, so a sidebar's "Skills" never interleaves with the main column's experience. A right-hand
 * strip of dates and places is not a column: it belongs to the rows it sits on. Neither is a
 * label/content table where nearly every row has text on both sides.
 */

export interface Region {
  page: number;
  /** True for the first region read on its page (it may continue the previous page's section). */
  firstOnPage: boolean;
  /** A column of grid cells beside the one read before it: its lines belong to the sections beside them. */
  cells?: boolean;
  lines: Line[];
}

/** Segments of one region, and whether they are grid cells beside the region read before. */
interface Part {
  segs: Segment[];
  cells: boolean;
}

const MIN_SIDE_ROWS = 3;
/** A column must run for at least this share of the page's text height. */
const MIN_COLUMN_SHARE = 0.3;

/** Orders the segments of every page into regions (columns), each a list of lines top to bottom. */
export function layoutPages(segments: Segment[]): Region[] {
  const pages = [...new Set(segments.map((s) => s.page))].sort((a, b) => a - b);
  const regions: Region[] = [];
  let regionId = 0;
  for (const page of pages) {
    const onPage = segments.filter((s) => s.page === page);
    const top = Math.min(...onPage.map((s) => s.top));
    const bottom = Math.max(...onPage.map((s) => s.bottom));
    const minHeight = (bottom - top) * MIN_COLUMN_SHARE;
    const parts = isRtlText(onPage.map((s) => s.text).join(' '))
      ? mirrored(onPage, (segs) => splitRegion(segs, minHeight, 0))
      : rejoinDateColumns(splitRegion(onPage, minHeight, 0));
    parts.forEach((part, i) => {
      const lines = linesFromSegments(part.segs, regionId++);
      regions.push({ page, firstOnPage: i === 0, ...(part.cells ? { cells: true } : {}), lines });
    });
  }
  return regions;
}

/**
 * A date column between the body and a sidebar (content | periods | sidebar, a Word template's
 * three-column table) is cut off with the sidebar when the cut falls left of the periods: the dates
 * then open a region of their own, level with the entries they belong to on the other side. A
 * column of date cells at the left edge of a part, apart from the rest of that part, whose cells sit
 * level with lines of an undated part to its left, goes back to those lines.
 */
function rejoinDateColumns(parts: Part[]): Part[] {
  for (const right of parts) {
    const cells = dateColumn(right.segs);
    if (!cells) continue;
    const x = Math.min(...cells.map((c) => c.x0));
    for (const left of parts) {
      if (left === right || !left.segs.length || Math.max(...left.segs.map((s) => s.x1)) > x) continue;
      if (left.segs.filter((s) => findDates(s.text).length).length > cells.length / 4) continue;
      const level = cells.filter((c) =>
        left.segs.some((s) => s.row === c.row || Math.abs(s.top - c.top) < 1),
      );
      if (level.length < Math.max(MIN_SIDE_ROWS, 0.8 * cells.length)) continue;
      left.segs = [...left.segs, ...level].sort((a, b) => a.top - b.top || a.x0 - b.x0);
      right.segs = right.segs.filter((s) => !level.includes(s));
      break;
    }
  }
  return parts.filter((p) => p.segs.length);
}

/**
 * The date cells of a column at the part's left edge, when the rest of the part starts further right.
 * The cells start at one edge, or end at one (periods set flush right against the body, beside
 * it: their lengths differ, so their left edges do).
 */
function dateColumn(segs: Segment[]): Segment[] | null {
  if (segs.length < MIN_SIDE_ROWS) return null;
  const edge = Math.min(...segs.map((s) => s.x0));
  const leftEdged = segs.filter((s) => s.x0 - edge < 4);
  const first = leftEdged.find((s) => isDateCell(s.text));
  const rightEdged = first ? segs.filter((s) => Math.abs(s.x1 - first.x1) < 4 && s.x0 < first.x1) : [];
  const flushRight =
    rightEdged.filter((s) => isDateCell(s.text)).length > leftEdged.filter((s) => isDateCell(s.text)).length;
  const atEdge = flushRight ? rightEdged : leftEdged;
  const cells = atEdge.filter((s) => isDateCell(s.text));
  if (cells.length < MIN_SIDE_ROWS || cells.length < 0.8 * atEdge.length) return null;
  const widest = Math.max(...cells.map((c) => c.x1));
  const top = Math.min(...cells.map((c) => c.top));
  const bottom = Math.max(...cells.map((c) => c.bottom));
  // Beside the dates, the part's other lines are a column of their own, right of them.
  const beside = segs.filter((s) => !atEdge.includes(s) && s.bottom > top && s.top < bottom);
  return beside.every((s) => s.x0 > widest) ? cells : null;
}

/**
 * A right-to-left page is its mirror image of a left-to-right one: columns read right to left, lines
 * flush right, side labels on the right. It is laid out mirrored, and the parts map back.
 */
function mirrored(segs: Segment[], split: (segs: Segment[]) => Part[]): Part[] {
  const right = Math.max(...segs.map((s) => s.x1));
  const back = new Map<Segment, Segment>();
  const flipped = segs.map((s) => {
    const m = { ...s, x0: right - s.x1, x1: right - s.x0 };
    back.set(m, s);
    return m;
  });
  return split(flipped).map((part) => ({ ...part, segs: part.segs.map((m) => back.get(m) ?? m) }));
}

function splitRegion(segs: Segment[], minHeight: number, depth: number): Part[] {
  // Two cells of a grid may hold two lines each.
  if (depth > 3 || segs.length < 4) return [{ segs, cells: false }];
  const cut = bestCut(segs, minHeight);
  if (!cut) return [{ segs, cells: false }];
  const { x, top } = cut;
  const parts = (bottom: number) => {
    const above = segs.filter((s) => s.bottom <= top + 0.5);
    const below = segs.filter((s) => s.top >= bottom - 0.5 && !above.includes(s));
    const inside = segs.filter((s) => !above.includes(s) && !below.includes(s));
    return {
      above,
      below,
      left: inside.filter((s) => leftOf(s, x)),
      right: inside.filter((s) => !leftOf(s, x)),
    };
  };
  // A heading opening a band of its own ends the columns above it: the bands are read one after the
  // other, each split into its own columns (a band does not count as a level of nesting).
  let { above, below, left, right } = parts(cut.bottom);
  const band = bandTop(left, right);
  if (band !== null) ({ above, below, left, right } = parts(band));
  const deeper = (part: Segment[]) => (part.length ? splitRegion(part, minHeight, depth + 1) : []);
  const rightParts = deeper(right);
  // The right column of a grid is cells beside the left one (each of its own parts too).
  if (cut.grid) for (const part of rightParts) part.cells = true;
  const rest = band !== null ? (below.length ? splitRegion(below, minHeight, depth) : []) : deeper(below);
  return [...deeper(above), ...deeper(left), ...rightParts, ...rest];
}

interface Cut {
  x: number;
  top: number;
  bottom: number;
  score: number;
  /** The two sides are cells of a grid (see gridCells.ts); known for the best cut only. */
  grid: boolean;
  left: Segment[];
  right: Segment[];
}

function bestCut(segs: Segment[], minHeight: number): Cut | null {
  // A column starts where several rows start: only those left edges are candidate gutters.
  const starts = new Map<number, number>();
  for (const s of segs) {
    const x = Math.round(s.x0 / 2) * 2;
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  const candidates = new Set<number>();
  for (const [x, n] of starts) {
    if (n < MIN_SIDE_ROWS) continue;
    candidates.add(x - 1.5);
    // A column's heading or first line set a few points further out than its body ("Experience"
    // above indented entries) must not bar the gutter: the cut also passes left of the outermost.
    const out = outdented(segs, x);
    if (out < x - 1) candidates.add(out - 1.5);
  }
  // A right-aligned column (a Friggeri-style sidebar) ends where several rows end.
  const ends = new Map<number, number>();
  for (const s of segs) {
    const x = Math.round(s.x1 / 2) * 2;
    ends.set(x, (ends.get(x) ?? 0) + 1);
  }
  for (const [x, n] of ends) {
    if (n < MIN_SIDE_ROWS + 2) continue;
    // Measured widths of right-aligned lines differ by a few points; cut past the widest.
    const edge = Math.max(...segs.filter((s) => Math.abs(s.x1 - x) <= 5).map((s) => s.x1));
    candidates.add(edge + 1.5);
  }
  // Centred columns (design tools centre every line of a box) share no edge: their gutter is the
  // white stripe between them, found where no line narrower than half the region crosses.
  for (const x of whiteStripes(segs)) candidates.add(x);
  // Section headings alone on their rows at the region's edge: where a stretch fails as columns, the
  // part of it between two headings may still hold cells of one section side by side (a grid of two
  // jobs a row over "Education", whose periods sit at the right).
  const edge = Math.min(...segs.map((s) => s.x0));
  const rowCount = new Map<number, number>();
  for (const s of segs) rowCount.set(s.row, (rowCount.get(s.row) ?? 0) + 1);
  const headingTops = segs
    .filter(
      (s) =>
        s.x0 - edge < 4 &&
        rowCount.get(s.row) === 1 &&
        wordCount(s.text) <= 4 &&
        !!matchHeading(makeLine([s], 0)),
    )
    .map((s) => s.top);
  let best: Cut | null = null;
  for (const x of candidates) {
    const crossing = segs.filter((s) => s.x0 < x - 0.5 && s.x1 > x + 0.5).sort((a, b) => a.top - b.top);
    // Free vertical stretches: between consecutive crossing segments (and the region's ends).
    const bounds = [-Infinity, ...crossing.flatMap((s) => [s.top, s.bottom]), Infinity];
    for (let i = 0; i + 1 < bounds.length; i += 2) {
      const top = bounds[i] ?? -Infinity;
      const bottom = bounds[i + 1] ?? Infinity;
      const tops = [top, ...headingTops.filter((t) => t > top + 0.5 && t < bottom - 0.5), bottom];
      // A table's date column over the next section's short lines (a Lebenslauf's periods, then
      // "Education" with nothing long enough to cross): read up to that heading, a label table. Asked
      // only of a stretch that passes as columns.
      const judged = judgeStretch(segs, x, top, bottom, minHeight);
      const whole = judged && !tableAbove(segs, x, tops) ? judged : null;
      if (whole && (!best || whole.score > best.score)) best = whole;
      if (whole) continue;
      for (let k = 0; k + 1 < tops.length; k++) {
        const part = judgeStretch(segs, x, tops[k] ?? top, (tops[k + 1] ?? bottom) - 0.6, minHeight);
        if (part?.grid && (!best || part.score > best.score)) best = part;
      }
    }
  }
  if (best && !best.grid) best.grid = isGridCells(best.left, best.right);
  return best;
}

/**
 * Whether the first part of a stretch between its section headings that holds lines on both sides
 * of `x` is a label or date table (not two cards of a grid, whose rows may pair up as well).
 */
function tableAbove(segs: Segment[], x: number, tops: number[]): boolean {
  if (tops.length < 3) return false;
  for (let k = 0; k + 1 < tops.length; k++) {
    const { left, right } = sides(segs, x, tops[k] ?? -Infinity, (tops[k + 1] ?? Infinity) - 0.6);
    if (left.length && right.length)
      return left.length >= MIN_SIDE_ROWS && isLabelTable(left, right) && !isGridCells(left, right);
  }
  return false;
}

function judgeStretch(
  segs: Segment[],
  x: number,
  top: number,
  bottom: number,
  minHeight: number,
): Cut | null {
  const { left, right } = sides(segs, x, top, bottom);
  return judge(left, right, x, minHeight);
}

/** The segments of a vertical stretch, each on its side of a cut at `x`. */
function sides(
  segs: Segment[],
  x: number,
  top: number,
  bottom: number,
): { left: Segment[]; right: Segment[] } {
  const inside = segs.filter((s) => s.top >= top - 0.5 && s.bottom <= bottom + 0.5);
  return { left: inside.filter((s) => leftOf(s, x)), right: inside.filter((s) => !leftOf(s, x)) };
}

/**
 * Which side of a cut at `x` a segment that does not cross it is on. Crossing allows half a point
 * either way, so a segment starting within that half point of the cut is on its right: every
 * segment of a stretch lands on one side.
 */
function leftOf(s: Segment, x: number): boolean {
  return s.x0 < x - 0.5;
}

/** How far left of `x` lines of the column starting there begin (wide lines only, not a margin's marks). */
function outdented(segs: Segment[], x: number): number {
  let lo = x;
  for (const s of segs) if (s.x0 >= x - OUTDENT && s.x0 < lo && s.x1 > x + 2 * OUTDENT) lo = s.x0;
  return lo;
}

/** How far (in points) a column's heading may stand out left of its body. */
const OUTDENT = 8;

/** Middles of the vertical white stripes at least GUTTER wide between the region's narrower lines. */
function whiteStripes(segs: Segment[]): number[] {
  const x0 = Math.min(...segs.map((s) => s.x0));
  const x1 = Math.max(...segs.map((s) => s.x1));
  const narrow = segs.filter((s) => s.x1 - s.x0 < 0.5 * (x1 - x0)).sort((a, b) => a.x0 - b.x0);
  const out: number[] = [];
  let reach = Infinity;
  for (const s of narrow) {
    if (s.x0 - reach >= GUTTER) out.push((s.x0 + reach) / 2);
    reach = reach === Infinity ? s.x1 : Math.max(reach, s.x1);
  }
  return out;
}

/** The narrowest white stripe (in points) that can part two columns. */
const GUTTER = 12;

function judge(left: Segment[], right: Segment[], x: number, minHeight: number): Cut | null {
  const leftRows = new Set(left.map((s) => s.row));
  const rightRows = new Set(right.map((s) => s.row));
  // Cells of a grid are columns however short they are (two lines: a degree and its school), and
  // whatever rows they share: a test a cut fails stands unless the sides are cells of a grid.
  let grid: boolean | undefined;
  let byGrid = false;
  const fails = (failed: boolean): boolean => {
    if (!failed) return false;
    grid ??= isGridCells(left, right);
    byGrid ||= grid;
    return !grid;
  };
  if (fails(leftRows.size < MIN_SIDE_ROWS || rightRows.size < MIN_SIDE_ROWS)) return null;
  const lTop = Math.min(...left.map((s) => s.top));
  const lBottom = Math.max(...left.map((s) => s.bottom));
  const rTop = Math.min(...right.map((s) => s.top));
  const rBottom = Math.max(...right.map((s) => s.bottom));
  const overlap = Math.min(lBottom, rBottom) - Math.max(lTop, rTop);
  if (overlap < 0.5 * Math.min(lBottom - lTop, rBottom - rTop)) return null;
  // A short column (a skills box beside the body) counts when it has enough lines of its own.
  const smallerRows = Math.min(leftRows.size, rightRows.size);
  const smaller = leftRows.size <= rightRows.size ? left : right;
  if (
    fails(
      overlap < minHeight &&
        !(smallerRows >= 5 && inRuns(smaller) && (startsWithHeading(smaller) || holdsContact(smaller))),
    )
  )
    return null;
  if (isLabelTable(left, right) || isLabelTable(right, left)) return null;
  if (isMarginLabels(left, right) || isMarginLabels(right, left)) return null;
  // Label/content tables and date columns share rows with the other side; real columns rarely do.
  const shared = [...leftRows].filter((r) => rightRows.has(r)).length;
  if (shared / Math.min(leftRows.size, rightRows.size) > 0.75) {
    // Rows can line up by chance when both columns use the same leading. Side labels stand alone
    // (one per block); a column's lines sit in runs, one under the other.
    const smaller = leftRows.size <= rightRows.size ? left : right;
    if (fails(!inRuns(smaller))) return null;
  }
  if (isAnnotationStrip(right, true) || isAnnotationStrip(left, false)) return null;
  return {
    x,
    top: Math.min(lTop, rTop),
    bottom: Math.max(lBottom, rBottom),
    score: leftRows.size + rightRows.size + overlap / 100,
    grid: byGrid || (grid ?? isGridCells(left, right)),
    left,
    right,
  };
}

/**
 * A label or date column of a table (a tabular Lebenslauf: "seit 04/2020" beside "SAP-Beraterin" and
 * its lines): nearly every row of `labels` (headings aside) sits level with a row of `content`, while
 * most of the content's rows have nothing beside them. Two real columns set in one leading line up
 * row for row on both sides, or hardly at all.
 */
function isLabelTable(labels: Segment[], content: Segment[]): boolean {
  const contentRows = new Set(content.map((s) => s.row));
  // Cheap first: most cuts fail here, before any heading look-up (headings only lower the count).
  const allRows = new Set(labels.map((s) => s.row));
  if ([...allRows].filter((r) => contentRows.has(r)).length < MIN_SIDE_ROWS) return false;
  const own = labels.filter((s) => !matchHeading(makeLine([s], 0)));
  const labelRows = new Set(own.map((s) => s.row));
  if (labelRows.size < MIN_SIDE_ROWS) return false;
  const shared = [...labelRows].filter((r) => contentRows.has(r)).length;
  if (shared / labelRows.size < 0.8) return false;
  // Cells of one table row share their top or their baseline; lines of two columns that only happen
  // to fall on one row do not.
  const level = own.filter((l) =>
    content.some(
      (c) => c.row === l.row && Math.min(Math.abs(c.top - l.top), Math.abs(c.baseline - l.baseline)) < 0.8,
    ),
  ).length;
  if (level / labelRows.size < 0.8) return false;
  // What a table's left column holds: periods. A sidebar that happens to share the body's leading
  // holds contact details, skills and languages.
  const dated = new Set(own.filter((s) => findDates(s.text).length > 0).map((s) => s.row)).size;
  // A label cell names its field, in a word we know or in any language with a colon ("Woonplaats:").
  const isLabel = (t: string) => FIELD_LABEL.test(t) || (/[:：]$/.test(t) && wordCount(t) <= 5);
  const fields = new Set(own.filter((s) => isLabel(s.text.trim())).map((s) => s.row)).size;
  // A personal-data table ("Naam | Sanne van der Linden", "Adres | …") has one value a label.
  if (fields / labelRows.size >= 0.5) return true;
  if (dated / labelRows.size < 0.25) return false;
  // A tabular CV's one label column: personal-data labels above, periods below (a few language names
  // aside), every cell level with its value.
  const labelOrDate = new Set(
    own.filter((s) => isLabel(s.text.trim()) || findDates(s.text).length > 0).map((s) => s.row),
  ).size;
  if (fields >= MIN_SIDE_ROWS && labelOrDate / labelRows.size >= 0.75) return true;
  const top = Math.min(...labels.map((s) => s.top));
  const bottom = Math.max(...labels.map((s) => s.bottom));
  const beside = new Set(content.filter((s) => s.top >= top - 1 && s.bottom <= bottom + 1).map((s) => s.row));
  // A label stands beside the first line of a block that runs on below it.
  return beside.size >= labelRows.size * 1.3 && shared / beside.size <= 0.75;
}

/**
 * Section names in a margin beside their blocks (academic CVs, HTML builders: "Experience" to the
 * left of the first job): a few short lines far apart, each level with the first line of a block on
 * the other side. They are headings of the body, read where they stand, not a column of their own.
 */
function isMarginLabels(labels: Segment[], body: Segment[]): boolean {
  const rows = [...new Map(labels.map((s) => [s.row, s])).values()];
  // A margin may also hold each entry's period under its section's name (JSON Resume's "paper"
  // theme, many HTML builders): the names are what must stand apart, the periods sit beside entries.
  const names = rows.filter((s) => !isDateCell(s.text));
  const nameRows = new Set(names.map((s) => s.row));
  if (names.length < 2 || runShare(labels.filter((s) => nameRows.has(s.row))) > 0.34) return false;
  if (!names.every((s) => s.text.length <= 40 && wordCount(s.text) <= 4 && !findDates(s.text).length))
    return false;
  // A name level with a block's first line, or a little above it (a label set on the block's top
  // padding); a period beside its entry's lines.
  return rows.every((l) =>
    body.some((b) => {
      const size = Math.max(b.fontSize, l.fontSize);
      const below = names.includes(l) ? -0.8 * size : -1.5 * size;
      return b.top - l.top >= below && b.top - l.top <= 1.5 * size;
    }),
  );
}

/** A box of its own starts with its own section heading ("SKILLS" above the chips). */
function startsWithHeading(side: Segment[]): boolean {
  const first = side.reduce((a, b) => (b.top < a.top ? b : a));
  return matchHeading(makeLine([first], 0)) !== null;
}

/** A contact box (address, phone, email) beside the first sections, as moderncv's oldstyle sets it. */
function holdsContact(side: Segment[]): boolean {
  return side.some((s) => findEmails(s.text).length > 0);
}

/** True when most lines have another line of the same side right above or below them. */
function inRuns(side: Segment[]): boolean {
  return runShare(side) >= 0.6;
}

/** The share of a side's lines that have another line of it right above or below them. */
function runShare(side: Segment[]): number {
  const rows = [...new Map(side.map((s) => [s.row, s])).values()].sort((a, b) => a.top - b.top);
  let near = 0;
  rows.forEach((s, i) => {
    const prev = rows[i - 1];
    const next = rows[i + 1];
    const close = (o: Segment | undefined) =>
      !!o && Math.abs(o.top - s.top) < Math.max(s.fontSize, o.fontSize) * 2.2;
    if (close(prev) || close(next)) near++;
  });
  return rows.length ? near / rows.length : 0;
}

/** A strip of short dates, places or numbers aligned to one edge: metadata of the rows beside it. */
function isAnnotationStrip(side: Segment[], onRight: boolean): boolean {
  const short = side.filter((s) => s.text.length <= 32).length / side.length;
  if (short < 0.8) return false;
  const dated = side.filter((s) => isDateCell(s.text)).length / side.length;
  // Short lines flush to one right edge are a strip on the right, and side labels on the left
  // (Europass, moderncv: gaps between them, even after a contact block); a right-aligned left box
  // in unbroken runs of lines with the contact details in it is a sidebar (Friggeri).
  const sidebar = !onRight && runShare(side) >= 0.8 && holdsContact(side);
  return dated >= 0.4 || (shareAligned(side.map((s) => s.x1)) >= 0.6 && !sidebar);
}

/**
 * A cell of a date strip: the period is most of what it says ("Sep 2019 – Present", "2019 – 2020,
 * Berlin"). A list item that opens with its year ("2019 - First aid course") is content, and a
 * column of them is a column of its own.
 */
function isDateCell(text: string): boolean {
  if (/^[\d\s./–-]+$/.test(text)) return true;
  // A period wrapped over a narrow cell leaves pieces: "De novembre" / "2017 à juillet" / "2018".
  const tokens = findTokens(text);
  let rest = text;
  for (const t of [...tokens].reverse()) rest = rest.slice(0, t.index) + ' ' + rest.slice(t.index + t.length);
  const words = rest.split(/\s+/).filter(Boolean);
  const months = words.filter((w) => monthOf(w.replace(/[.,]$/, '')) !== undefined);
  if (!tokens.length && !months.length) return false;
  const signs = (t: string) => t.replace(/[^\p{L}\p{N}]+/gu, '').length;
  const left = words.filter((w) => !months.includes(w)).join(' ');
  return signs(left) <= 0.5 * signs(text);
}

function shareAligned(values: number[]): number {
  let best = 0;
  for (const v of values) {
    const n = values.filter((w) => Math.abs(w - v) <= 3).length;
    best = Math.max(best, n);
  }
  return values.length ? best / values.length : 0;
}
