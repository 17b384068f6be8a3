import { isRtlText, logicalOrder } from './bidi.js';
import { findDates } from '../dates/dates.js';
import { repairItems } from '../items/glyphs.js';
import {
  attachLooseAccents,
  cleanSpaces,
  collapseLetterSpacing,
  letterCount,
  stripBullet,
} from '../items/text.js';
import type { Box, TextItem } from '../types.js';

/*
 * Step 2: text items → rows → segments. A row is everything printed on one baseline across the page; a
 * segment is a run of items inside a row with no wide gap, so "Software Engineer ........ May 2023" is
 * one row of two segments, and a sidebar line and a main-column line sharing a baseline stay apart.
 */

export interface Segment {
  items: TextItem[];
  text: string;
  page: number;
  /** Index of the row (per document) this segment was cut from. */
  row: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  /** The segments this one was joined from (a wrapped table cell), so provenance can name them. */
  joined?: Segment[];
  /** Printed letter-spaced ("C V" → "CV"): a style, like caps, that headings share. */
  spaced?: boolean;
}

export interface Line {
  page: number;
  row: number;
  segments: Segment[];
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  fontSize: number;
  bold: boolean;
  /** Index of the layout region (column) the line was read in; set by the layout step. */
  region: number;
}

/** A gap wider than this many font sizes starts a new segment. */
const SEGMENT_GAP_EM = 1.4;

/** Groups the items of every page into rows of segments. Row ids are unique across the document. */
export function buildSegments(items: TextItem[]): Segment[] {
  const byPage = new Map<number, TextItem[]>();
  for (const item of items) {
    const list = byPage.get(item.page) ?? [];
    list.push(item);
    byPage.set(item.page, list);
  }
  const segments: Segment[] = [];
  let rowId = 0;
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const rows = groupRows(repairItems(byPage.get(page) ?? []));
    const stops = columnStops(rows);
    const edges = labelEdges(rows);
    for (const row of rows) {
      for (const seg of withoutEcho(splitRow(row, rowId, stops, edges))) segments.push(seg);
      rowId++;
    }
  }
  return segments;
}

/**
 * A heading printed twice on its row, black on one side and faint on the other ("Opleidingen …
 * Opleidingen"), is one heading: a row of exactly two segments with the same words keeps the first.
 */
function withoutEcho(segments: Segment[]): Segment[] {
  const [a, b] = segments;
  if (segments.length !== 2 || !a || !b || a.text !== b.text) return segments;
  // A copy is set alike: same size, same baseline. The same words in another style beside it (a
  // sidebar headline and a job title) are two texts.
  const alike =
    Math.abs(a.fontSize - b.fontSize) < 0.05 * a.fontSize && Math.abs(a.baseline - b.baseline) < 0.5;
  return alike && letterCount(a.text) >= 6 ? [a] : segments;
}

/** Rebuilds lines from segments that share a row (after layout may have moved some elsewhere). */
export function linesFromSegments(segments: Segment[], region: number): Line[] {
  const rows = new Map<number, Segment[]>();
  for (const s of segments) {
    const list = rows.get(s.row) ?? [];
    list.push(s);
    rows.set(s.row, list);
  }
  const lines = [...rows.values()].map((segs) => makeLine(readingOrder(segs), region));
  return lines.sort((a, b) => a.page - b.page || a.top - b.top || a.x0 - b.x0);
}

/** A row's segments left to right, or in logical order when the row is right-to-left text. */
function readingOrder(segments: Segment[]): Segment[] {
  const visual = [...segments].sort((a, b) => a.x0 - b.x0);
  return isRtlText(visual.map((s) => s.text).join(' ')) ? logicalOrder(visual, (s) => s.text) : visual;
}

export function makeLine(segments: Segment[], region: number): Line {
  const first = segments[0];
  if (!first) throw new Error('A line needs at least one segment.');
  const main = segments.reduce((a, b) => (b.text.length > a.text.length ? b : a), first);
  return {
    page: first.page,
    row: first.row,
    segments,
    text: segments.map((s) => s.text).join('   '),
    x0: Math.min(...segments.map((s) => s.x0)),
    x1: Math.max(...segments.map((s) => s.x1)),
    top: Math.min(...segments.map((s) => s.top)),
    bottom: Math.max(...segments.map((s) => s.bottom)),
    baseline: main.baseline,
    fontSize: main.fontSize,
    bold: main.bold,
    region,
  };
}

export function segmentBox(s: { x0: number; x1: number; top: number; bottom: number }): Box {
  return [round(s.x0), round(s.top), round(s.x1 - s.x0), round(s.bottom - s.top)];
}

/** Union box of several segments or lines (same page assumed). */
export function unionBox(parts: { x0: number; x1: number; top: number; bottom: number }[]): Box {
  const x0 = Math.min(...parts.map((p) => p.x0));
  const x1 = Math.max(...parts.map((p) => p.x1));
  const top = Math.min(...parts.map((p) => p.top));
  const bottom = Math.max(...parts.map((p) => p.bottom));
  return segmentBox({ x0, x1, top, bottom });
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function groupRows(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const rows: { items: TextItem[]; top: number; bottom: number; baseline: number; size: number }[] = [];
  for (const item of sorted) {
    const top = item.y;
    const bottom = item.y + item.h;
    let best: (typeof rows)[number] | undefined;
    let bestOverlap = 0;
    // Rows are built in baseline order, so only the last few can still take this item.
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 4; i--) {
      const row = rows[i];
      if (!row) continue;
      const size = Math.min(row.size, item.fontSize);
      const closeBaseline = Math.abs(row.baseline - item.baseline) <= 0.3 * size;
      const overlap = Math.min(row.bottom, bottom) - Math.max(row.top, top);
      const enough = overlap >= 0.6 * Math.min(row.bottom - row.top, bottom - top);
      // A superscript ("1st", "LaTeX") sits higher but inside the row; a different font size on its
      // own baseline is a new row.
      // A superscript or a small word inside a big line must touch that line's text, or a big name
      // in one column would swallow small lines of the column beside it.
      // The text it touches must share its height too: a big name in a sidebar can take a main-column
      // line onto its row by baseline, and the small line below that one touches it sideways only.
      const near = row.items.some(
        (o) =>
          Math.max(o.x - (item.x + item.w), item.x - (o.x + o.w)) <=
            2 * Math.min(o.fontSize, item.fontSize) &&
          Math.min(o.y + o.h, bottom) - Math.max(o.y, top) >= 0.5 * Math.min(o.h, item.h),
      );
      const inside = (item.fontSize < row.size * 0.85 || row.size < item.fontSize * 0.85) && enough && near;
      const score = closeBaseline ? overlap + 1000 : inside ? overlap : 0;
      if (score > bestOverlap) {
        best = row;
        bestOverlap = score;
      }
    }
    if (best) {
      best.items.push(item);
      best.top = Math.min(best.top, top);
      best.bottom = Math.max(best.bottom, bottom);
      if (item.fontSize > best.size) {
        best.size = item.fontSize;
        best.baseline = item.baseline;
      }
    } else {
      rows.push({ items: [item], top, bottom, baseline: item.baseline, size: item.fontSize });
    }
  }
  return rows.map((r) => r.items);
}

/**
 * A gap at least this wide (in font sizes) splits a row where a table column starts that COLUMN_ROWS
 * rows share; a column that many more rows share (STRONG_COLUMN_ROWS) splits at a narrower gap, as
 * when a date fills its cell ("augusti 2015 – juni" then "Umeå universitet", half an em apart).
 */
const COLUMN_GAP_EM = 0.9;
const COLUMN_ROWS = 3;
const STRONG_COLUMN_GAP_EM = 0.45;
const STRONG_COLUMN_ROWS = 5;
/** Baselines this far apart (in font sizes) on one row belong to different boxes. */
const OWN_BASELINE_EM = 0.2;

/**
 * Where the cells of a layout table start on a page: x positions (to the point) at which at least
 * COLUMN_ROWS rows start a field after a clear gap, with how many rows do. Office suites put a table's cells only a cell
 * padding apart ("04.2019 – heute" then "Meyer & Söhne Bau GmbH"), closer than SEGMENT_GAP_EM, so
 * the cell edge is what tells them apart. One pass over the items.
 */
function columnStops(rows: TextItem[][]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const seen = new Set<number>();
    let right = -Infinity;
    // A row's first field counts too: a cell with nothing beside it still starts at its column.
    for (const item of [...row].sort((a, b) => a.x - b.x)) {
      const x = Math.round(item.x);
      if (item.x - right > 0.5 * item.fontSize && !seen.has(x)) {
        seen.add(x);
        counts.set(x, (counts.get(x) ?? 0) + 1);
      }
      right = Math.max(right, item.x + item.w);
    }
  }
  const stops = new Map<number, number>();
  for (const [x, n] of counts) {
    const near = n + (counts.get(x - 1) ?? 0) + (counts.get(x + 1) ?? 0);
    if (near >= COLUMN_ROWS) stops.set(x, near);
  }
  return stops;
}

/** Where an item's ink ends: a trailing space is part of the item's width but not of its text. */
function inkEnd(item: TextItem): number {
  const len = item.text.length;
  const trimmed = item.text.trimEnd().length;
  return len && trimmed < len ? item.x + (item.w * trimmed) / len : item.x + item.w;
}

/**
 * Right edges (to the point) that at least COLUMN_ROWS rows end a field at: the edge of a
 * right-aligned label column ("ESPERIENZA LAVORATIVA" beside its entries, Europass). A row splits
 * there only where its next field starts at a column too.
 */
function labelEdges(rows: TextItem[][]): Set<number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const seen = new Set<number>();
    for (const item of row) {
      const x = Math.round(inkEnd(item));
      if (seen.has(x)) continue;
      seen.add(x);
      counts.set(x, (counts.get(x) ?? 0) + 1);
    }
  }
  const edges = new Set<number>();
  for (const [x, n] of counts) {
    if (n + (counts.get(x - 1) ?? 0) + (counts.get(x + 1) ?? 0) >= COLUMN_ROWS) edges.add(x);
  }
  return edges;
}

/** Letter-spacing and a trailing space make a label's measured end a few points off its column's. */
const EDGE_SLACK = 4;

function nearEdge(edges: ReadonlySet<number>, x: number): boolean {
  for (let d = -EDGE_SLACK; d <= EDGE_SLACK; d++) if (edges.has(Math.round(x) + d)) return true;
  return false;
}

function splitRow(
  row: TextItem[],
  rowId: number,
  stops: ReadonlyMap<number, number>,
  edges: ReadonlySet<number>,
): Segment[] {
  const sorted = [...row].sort((a, b) => a.x - b.x);
  const justified = isJustified(sorted);
  const groups: TextItem[][] = [];
  let current: TextItem[] = [];
  let right = -Infinity;
  let lastSize = 0;
  let lastIcon = false;
  for (const item of sorted) {
    const gap = item.x - right;
    const size = Math.min(lastSize || item.fontSize, item.fontSize);
    // An icon glyph (phone, pin, envelope) starts a new field even when the gap before it is small.
    const iconBreak = item.icon && !lastIcon;
    // A list label ("–", "•") before its text is not a cell of its own.
    const shared = stops.get(Math.round(item.x)) ?? 0;
    const prev = current[current.length - 1];
    // Text of one paragraph shares a baseline; cells of a table row are aligned by their tops, so a
    // right-aligned label beside a cell can sit a word space from it on another baseline.
    const ownBaseline =
      !!prev &&
      Math.abs(prev.fontSize - item.fontSize) < 0.5 &&
      Math.abs(prev.baseline - item.baseline) >= OWN_BASELINE_EM * size;
    // Letters of a letter-spaced word stand that far apart too: they never end a label.
    const labelEnd =
      !!prev &&
      nearEdge(edges, inkEnd(prev)) &&
      item.x - inkEnd(prev) > 0.1 * size &&
      !isOneGlyph(prev.text.trim()) &&
      unspacedItem(item.text) === null;
    const cellBreak =
      (gap > COLUMN_GAP_EM * size ||
        (gap > STRONG_COLUMN_GAP_EM * size && shared >= STRONG_COLUMN_ROWS) ||
        // A period that fills its cell ("Noviembre 2022" then the role, two points on) ends there.
        (gap > 0.1 * size && shared >= STRONG_COLUMN_ROWS && fillsDateCell(current)) ||
        (gap > 0 && ownBaseline) ||
        labelEnd) &&
      shared >= COLUMN_ROWS &&
      !current.every((i) => !stripBullet(i.text).trim());
    if (current.length && (((gap > SEGMENT_GAP_EM * size || cellBreak) && !justified) || iconBreak)) {
      groups.push(current);
      current = [];
    }
    current.push(item);
    right = Math.max(right, item.x + item.w);
    lastSize = item.fontSize;
    lastIcon = item.icon;
  }
  if (current.length) groups.push(current);
  return groups.map((g) => toSegment(g, rowId)).filter((s): s is Segment => s !== null);
}

/** Items that read as a date and nothing else ("Noviembre 2022", "09/2018 –"). */
function fillsDateCell(items: TextItem[]): boolean {
  const text = items
    .map((i) => i.text)
    .join(' ')
    .trim();
  const dates = findDates(text);
  if (!dates.length) return false;
  let rest = text;
  for (const d of [...dates].reverse()) rest = rest.slice(0, d.index) + rest.slice(d.index + d.length);
  return !/[\p{L}\p{N}]/u.test(rest.replace(/[–—-]/g, ''));
}

/**
 * A justified paragraph line drawn word by word: its word gaps are stretched, sometimes past the
 * width that splits fields, but all by the same amount, which the gaps between the cells of a table
 * or two columns seldom are (and their cells hold more than one word).
 */
function isJustified(sorted: TextItem[]): boolean {
  if (sorted.length < 4) return false;
  const size = sorted[0]?.fontSize ?? 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 1; k < sorted.length; k++) {
    const a = sorted[k - 1];
    const b = sorted[k];
    if (!a || !b || b.icon || a.icon || Math.abs(b.fontSize - size) > 0.05 * size) return false;
    // Drawn word by word: a field of several words ("Lyon, France") is a cell, not a justified word.
    if (/\s/.test(a.text) || /\s/.test(b.text)) return false;
    const gap = b.x - (a.x + a.w);
    lo = Math.min(lo, gap);
    hi = Math.max(hi, gap);
  }
  return hi > SEGMENT_GAP_EM * size && hi < 4 * size && hi - lo < 0.08 * size;
}

/**
 * "S E T T E M B R E 2 0 1 8 – D I C E M B R E 2 0 2 0": a period set with CSS letter-spacing reads
 * as the dates it prints. Other letter-spaced text (headings) is matched in its spaced form later.
 */
function unspacedDate(text: string): string {
  if (!/\d \d/.test(text)) return text;
  const collapsed = collapseLetterSpacing(text);
  return collapsed !== text && findDates(collapsed).length ? collapsed : text;
}

/** One glyph (a letter with its marks; Thai vowel signs count with their consonant). */
function isOneGlyph(token: string): boolean {
  return [...token.replace(/[\p{M}\u0e30-\u0e3a\u0e40-\u0e4e]/gu, '')].length <= 1 && [...token].length <= 3;
}

/** Two letters at most: a kerning pair inside letter-spaced text. */
function isGlyphPair(token: string): boolean {
  return /^\p{L}{1,2}$/u.test(token) || isOneGlyph(token);
}

/**
 * An item that pdf.js read as letters with spaces between ("A N T H O N Y", "M ."): printed with
 * letter-spacing, it is one word (two spaces mark a word break inside it).
 */
function unspacedItem(text: string, besideSpaced = false): string | null {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 2) return null;
  if (!tokens.every(isOneGlyph)) {
    // A kerning pair ("Fr", "We") draws two letters with no tracking between: a pair among many single
    // letters, or beside a letter-spaced item of the same row, is still letter-spacing.
    // Only the first: a kerning pair opens a word ("Fr", "We"), and a pair further in may hide a
    // word break that pdf.js did not mark with a wider space.
    const singles = tokens.filter(isOneGlyph).length;
    if (!singles || !isGlyphPair(tokens[0] ?? '') || !tokens.slice(1).every(isOneGlyph)) return null;
    if (!besideSpaced && (tokens.length < 4 || singles / tokens.length < 0.7)) return null;
  }
  // Two letters with a space between are as often two words cut apart by a font change ("t n" in
  // "kết nối"); an initial with its full stop ("M .") is not.
  const letters = tokens.filter((t) => /\p{L}/u.test(t)).length;
  if (!letters || (tokens.length === 2 && letters === 2 && !besideSpaced)) return null;
  return text
    .trim()
    .split(/\s{2,}/)
    .map((w) => w.replace(/\s+/g, ''))
    .join(' ');
}

function toSegment(items: TextItem[], row: number): Segment | null {
  // Icon glyphs mark where a contact field starts; they are not text.
  const textItems = items.filter((i) => !i.icon);
  if (!textItems.length) return null;
  const first = textItems.map((i) => unspacedItem(i.text));
  const unspaced = first.map(
    (u, k) =>
      u ??
      (first[k - 1] != null || first[k + 1] != null ? unspacedItem(textItems[k]?.text ?? '', true) : null),
  );
  let spaced = unspaced.some((u) => u !== null);
  const texts = textItems.map((i, k) => unspaced[k] ?? i.text);
  // Letters drawn one by one with letter-spacing: nearly every gap is the spacing (the lower quartile),
  // a word space is wider.
  const single = texts.filter((t) => isOneGlyph(t.trim())).length;
  const gaps: number[] = [];
  for (let k = 1; k < textItems.length; k++) {
    const a = textItems[k - 1];
    const b = textItems[k];
    if (a && b) gaps.push(b.x - (a.x + a.w));
  }
  const sortedGaps = [...gaps].sort((a, b) => a - b);
  const tracking =
    textItems.length >= 4 && single / textItems.length >= 0.8
      ? Math.max(0, sortedGaps[Math.floor((sortedGaps.length - 1) / 4)] ?? 0)
      : 0;
  if (tracking > 0.1 * (textItems[0]?.fontSize ?? 0)) spaced = true;
  const spaceAfter = gaps.map((gap, k) => {
    const a = texts[k] ?? '';
    const b = texts[k + 1] ?? '';
    const size = textItems[k + 1]?.fontSize ?? 0;
    // Beside a letter-spaced run the letters themselves stand apart: a word break is wider.
    const apart = unspaced[k] !== null || unspaced[k + 1] !== null ? 0.4 : 0.12;
    return !/\s$/.test(a) && !/^\s/.test(b) && gap > tracking + apart * size;
  });
  const visual = textItems.map((_, k) => k);
  const all = texts.join(' ');
  const order = isRtlText(all) ? logicalOrder(visual, (k) => texts[k] ?? '') : visual;
  let text = '';
  order.forEach((k, n) => {
    const prev = order[n - 1];
    if (prev !== undefined && text && !/\s$/.test(text)) {
      const between = Math.abs(prev - k) === 1 ? spaceAfter[Math.min(prev, k)] : true;
      if (between && !/^\s/.test(texts[k] ?? '')) text += ' ';
    }
    text += texts[k] ?? '';
  });
  const chars = (i: TextItem) => i.text.trim().length;
  const total = textItems.reduce((n, i) => n + chars(i), 0) || 1;
  const main = textItems.reduce((a, b) => (chars(b) > chars(a) ? b : a));
  return {
    items: textItems,
    text: unspacedDate(cleanSpaces(attachLooseAccents(text))),
    page: main.page,
    row,
    x0: Math.min(...textItems.map((i) => i.x)),
    x1: Math.max(...textItems.map((i) => i.x + i.w)),
    top: Math.min(...textItems.map((i) => i.y)),
    bottom: Math.max(...textItems.map((i) => i.y + i.h)),
    baseline: main.baseline,
    fontSize: main.fontSize,
    bold: textItems.filter((i) => i.bold).reduce((n, i) => n + chars(i), 0) / total > 0.5,
    italic: textItems.filter((i) => i.italic).reduce((n, i) => n + chars(i), 0) / total > 0.5,
    ...(spaced ? { spaced } : {}),
  };
}
