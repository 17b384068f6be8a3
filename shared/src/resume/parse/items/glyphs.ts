import type { TextItem } from '../types.js';

/*
 * Step 2a: repairs of broken text layers, on the items of one page before they are grouped into rows.
 * Each works from where glyphs sit, never from what the words say:
 * - glyph widths a design tool wrote as one em for every glyph (so a word's letters overlap and no
 *   gap is left for the spaces it never wrote);
 * - icon-font glyphs whose ToUnicode names them ("MOBILE-ALT", "Envelope"): a long name drawn as one
 *   narrow picture;
 * - fake bold: the same run drawn two to four times a hair apart, often cut into different pieces.
 */

/** Repairs one page's items (see above); returns a new list, items that were not changed kept as they are. */
export function repairItems(items: TextItem[]): TextItem[] {
  return dedupeOverprint(markIconNames(fixGlyphWidths(items)));
}

/** Items on one baseline (to the point), for neighbour look-ups without scanning the page. */
function byBaseline(items: TextItem[]): Map<number, TextItem[]> {
  const rows = new Map<number, TextItem[]>();
  for (const item of items) {
    const key = Math.round(item.baseline);
    const list = rows.get(key) ?? [];
    list.push(item);
    rows.set(key, list);
  }
  return rows;
}

const fontKey = (i: TextItem) => `${i.fontId}@${Math.round(i.fontSize * 10)}`;

/**
 * Photoshop and some PDF re-writers place every glyph as its own item and give each the width of a
 * full em, so "a" overlaps the next letter and a word space is not a gap at all. In such a font most
 * single-glyph items overlap the next one. A glyph's real advance is learnt from the steps seen from
 * it to the next glyph on its row; the word space then shows again as the extra distance.
 */
function fixGlyphWidths(items: TextItem[]): TextItem[] {
  const steps = new Map<string, { pairs: number; overlapping: number; advance: Map<string, number[]> }>();
  for (const row of byBaseline(items).values()) {
    const sorted = row.flatMap(glyphsOf).sort((a, b) => a.x - b.x);
    for (let k = 0; k + 1 < sorted.length; k++) {
      const a = sorted[k];
      const b = sorted[k + 1];
      if (!a || !b || fontKey(a.item) !== fontKey(b.item)) continue;
      const size = a.item.fontSize;
      const step = b.x - a.x;
      // No letter is narrower than a fifth of an em; a shorter step is a glyph drawn twice.
      if (step < 0.18 * size || step > 1.5 * size) continue;
      const font = steps.get(fontKey(a.item)) ?? { pairs: 0, overlapping: 0, advance: new Map() };
      // Whether the font is broken is judged on items of one glyph only (their width is what pdf.js
      // gave); the glyphs inside an item of two only add samples of advances.
      if (a.alone && b.alone) {
        font.pairs++;
        if (b.x < a.x + a.item.w - 0.15 * size) font.overlapping++;
      }
      const seen = font.advance.get(a.ch) ?? [];
      seen.push(step);
      font.advance.set(a.ch, seen);
      steps.set(fontKey(a.item), font);
    }
  }
  const broken = new Map<string, Map<string, number>>();
  for (const [key, font] of steps) {
    if (font.pairs < 8 || font.overlapping / font.pairs < 0.6) continue;
    // Most letters are followed by another letter of their word, so the lower quartile of the steps
    // after a glyph is its advance; kerning moves single steps both ways, a word space only up.
    const advance = new Map<string, number>();
    for (const [ch, list] of font.advance) {
      list.sort((a, b) => a - b);
      advance.set(ch, list[Math.floor((list.length - 1) / 4)] ?? 0);
    }
    broken.set(key, advance);
  }
  if (!broken.size) return items;
  return items.flatMap((item) => {
    const advance = broken.get(fontKey(item));
    return advance ? explode(item, advance) : [item];
  });
}

/**
 * Where the glyphs of an item of one or two glyphs start. An item of two is as wide as the step
 * between them plus an em (see `explode`), so its second glyph is placed too: a letter that seldom
 * stands alone ("b" after "a" in one item) gets its advance from the step to the glyph after it.
 */
function glyphsOf(item: TextItem): { ch: string; x: number; item: TextItem; alone: boolean }[] {
  const chars = [...item.text];
  const [first, second] = chars;
  if (chars.length === 1 && first) return [{ ch: first, x: item.x, item, alone: true }];
  if (chars.length !== 2 || !first || !second || /\s/.test(item.text)) return [];
  const step = item.w - item.fontSize;
  return [
    { ch: first, x: item.x, item, alone: false },
    { ch: second, x: item.x + step, item, alone: false },
  ];
}

/**
 * One item of such a font per glyph, each as wide as its advance. An item of several glyphs keeps
 * the same convention (its width is the distance to its last glyph plus an em), which places its
 * last glyph; those between follow their advances. A glyph never seen before another on its row
 * counts as half an em, an average letter.
 */
function explode(item: TextItem, advance: Map<string, number>): TextItem[] {
  const chars = [...item.text];
  const adv = (ch: string) => advance.get(ch) ?? 0.5 * item.fontSize;
  if (chars.length === 1) return [{ ...item, w: adv(item.text) }];
  if (chars.some((c) => /\s/.test(c))) {
    return [{ ...item, w: chars.reduce((sum, ch) => sum + adv(ch), 0) }];
  }
  const span = item.w - item.fontSize;
  const natural = chars.slice(0, -1).reduce((sum, ch) => sum + adv(ch), 0);
  const lastX =
    span >= natural - 0.1 * item.fontSize && span <= natural + item.fontSize
      ? item.x + span
      : item.x + natural;
  const out: TextItem[] = [];
  let x = item.x;
  chars.forEach((ch, k) => {
    const at = k === chars.length - 1 ? lastX : Math.min(x, lastX);
    out.push({ ...item, text: ch, x: at, w: adv(ch) });
    x = at + adv(ch);
  });
  return out;
}

/**
 * An icon font's ToUnicode may map a glyph to its name ("MOBILE-ALT", "Envelope", "Github"), which
 * then prints as text. Such a name is many letters drawn as one small picture: far narrower per
 * letter than any real text on the page.
 */
function markIconNames(items: TextItem[]): TextItem[] {
  const perChar = (i: TextItem) => i.w / ([...i.text.trim()].length * i.fontSize);
  const words = items.filter((i) => [...i.text.trim()].length >= 3 && i.w > 0);
  if (words.length < 5) return items;
  const sorted = words.map(perChar).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return items.map((item) => {
    const t = item.text.trim();
    if (item.icon || [...t].length < 3 || !/^[\p{L}\d-]+$/u.test(t) || item.w <= 0) return item;
    return perChar(item) < Math.min(0.2, 0.35 * median) ? { ...item, icon: true } : item;
  });
}

/** How far apart (in font sizes) two drawings of one glyph may sit and still be one glyph. */
const OVERPRINT_EM = 0.3;

/**
 * Fake bold draws a run several times a fraction of a point apart, and the copies need not be cut
 * alike ("Saint Louis" + "," in one pass, "Saint Louis," in the next, ", MO" in a third). A later
 * item is a copy when its letters already sit at the same place in a kept item on its baseline: all
 * of them (dropped), or its first few as the end of a kept item (those are cut off).
 */
function dedupeOverprint(items: TextItem[]): TextItem[] {
  const kept = new Map<number, TextItem[]>();
  const out: TextItem[] = [];
  for (const original of items) {
    let item: TextItem | null = original;
    const key = Math.round(original.baseline);
    for (let k = key - 1; k <= key + 1 && item; k++) {
      for (const other of kept.get(k) ?? []) {
        if (!item) break;
        if (item.x >= other.x + other.w || other.x >= item.x + item.w) continue;
        if (Math.abs(other.fontSize - item.fontSize) > 0.05 * item.fontSize) continue;
        if (Math.abs(other.baseline - item.baseline) > 0.15 * item.fontSize) continue;
        item = withoutCopy(item, other);
      }
    }
    if (!item) continue;
    const list = kept.get(key) ?? [];
    list.push(item);
    kept.set(key, list);
    out.push(item);
  }
  return out;
}

/** Where the character at `index` of an item starts, estimated from its width (no glyph metrics). */
function charX(item: TextItem, index: number): number {
  const n = item.text.length;
  return n ? item.x + (item.w * index) / n : item.x;
}

/** `item` less what `other` already drew at the same place: the item, a shorter item, or null. */
function withoutCopy(item: TextItem, other: TextItem): TextItem | null {
  const letters = [...item.text].filter((c) => !/\s/.test(c)).length;
  if (!letters) return item;
  const pitch = item.w / Math.max(1, item.text.length);
  const tolerance = Math.min(OVERPRINT_EM * item.fontSize, 0.5 * pitch);
  const mine = item.text.replace(/\s+/g, '');
  // Positions of the non-space characters of `other`, so "EXPERIENC E" matches "EXPERIENCE".
  const theirs: { ch: string; at: number }[] = [];
  [...other.text].forEach((ch, i) => {
    if (!/\s/.test(ch)) theirs.push({ ch, at: i });
  });
  const theirText = theirs.map((t) => t.ch).join('');
  for (let start = 0; start < theirs.length; start++) {
    const from = theirs[start];
    if (!from || Math.abs(charX(other, from.at) - item.x) > tolerance) continue;
    const rest = theirText.slice(start);
    if (rest.startsWith(mine)) return null;
    if (!mine.startsWith(rest)) continue;
    // The item's first letters end the kept item: keep what follows, placed just after it.
    let cut = 0;
    for (let seen = 0; cut < item.text.length && seen < rest.length; cut++) {
      if (!/\s/.test(item.text[cut] ?? '')) seen++;
    }
    const tail = item.text.slice(cut);
    const lead = tail.length - tail.trimStart().length;
    const end = Math.max(other.x + other.w, charX(item, cut));
    const x = end + (lead ? 0.25 * item.fontSize : 0);
    const right = item.x + item.w;
    if (!tail.trim() || x >= right) return null;
    return { ...item, text: tail.trimStart(), x, w: right - x };
  }
  return item;
}
