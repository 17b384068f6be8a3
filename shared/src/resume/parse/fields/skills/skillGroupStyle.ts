import type { Segment } from '../../lines/lines.js';
import { wordCount } from '../../items/text.js';

/*
 * Skill groups named in a style of their own: "Clinical" in bold over "Ventilator Management  CRRT",
 * "Systems" over "Epic  Pyxis" — the group name on its own line (or cell), the skills as chips, a list
 * or a column under it, with no colon and no indent to tell them apart. What tells them apart is the
 * type: the names share one style (bold, or a larger size) and the skills another. Names are dropped
 * from the skills (SCHEMA: category labels are not skills).
 */

export interface StyledCell {
  text: string;
  first: Segment;
  size: number;
}

const styleOf = (c: StyledCell) =>
  `${c.first.bold ? 'b' : ''}${c.first.italic ? 'i' : ''}${Math.round(c.size * 2) / 2}`;

/** A label is ranked above the items: bolder, or larger by half a point at least. */
function outranks(label: StyledCell, item: StyledCell): boolean {
  if (label.first.bold !== item.first.bold) return label.first.bold && label.size >= item.size - 0.5;
  return label.size >= item.size + 0.5;
}

/**
 * The cells that name groups: the section opens with one, there are two or more, all in one style
 * that ranks above the style most cells share, each short and no list, none last, and the cells in the
 * other style are short skills (not descriptions under a bold skill name). `skip` says which cells
 * are neither (levels printed apart).
 */
export function styledGroupLabels<C extends StyledCell>(cells: C[], skip: (c: C) => boolean): Set<C> {
  const body = cells.filter((c) => !skip(c));
  const first = body[0];
  if (!first || body.length < 4) return new Set();
  const counts = new Map<string, number>();
  for (const c of body) counts.set(styleOf(c), (counts.get(styleOf(c)) ?? 0) + 1);
  const itemStyle = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const labelStyle = styleOf(first);
  if (labelStyle === itemStyle) return new Set();
  const labels = body.filter((c) => styleOf(c) === labelStyle);
  const items = body.filter((c) => styleOf(c) === itemStyle);
  const item = items[0];
  if (!item || labels.length < 2 || labels.length > items.length) return new Set();
  if (!labels.every((l) => outranks(l, item) && wordCount(l.text) <= 4 && !/[,;:：•|]/.test(l.text)))
    return new Set();
  if (items.some((c) => wordCount(c.text) > 6 && !/[,;•|]/.test(c.text))) return new Set();
  if (styleOf(body[body.length - 1] ?? first) === labelStyle) return new Set();
  return new Set(labels);
}
