import { headingTypeOf } from './headings.js';
import { makeLine, type Line, type Segment } from '../lines/lines.js';
import type { Section } from './section.js';

/*
 * Two sections set side by side in one table ("Skills" | "Certifications", each over its own list):
 * the heading row holds both headings, and the rows under it hold a cell of each. Read row by row,
 * both lists land in the first section. When the rest of a heading's row is itself a heading alone
 * on the right and rows under it have a cell on both sides, the right-hand cells are that second
 * section's. (A side label beside its content is different: nothing is left of the content under it.)
 */

export function splitSideBySide(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    out.push(section);
    const right = rightHeading(section);
    if (!right) continue;
    const edge = right.line.x0 - 4;
    const page = right.line.page;
    const left: Line[] = [];
    const moved: Line[] = [];
    for (const line of section.lines.slice(1)) {
      const own = line.page === page ? line.segments.filter((s) => s.x0 < edge) : line.segments;
      const other = line.page === page ? line.segments.filter((s) => s.x0 >= edge) : [];
      if (own.length) left.push(own.length === line.segments.length ? line : makeLine(own, line.region));
      if (other.length) moved.push(makeLine(other, line.region));
    }
    // Table rows: some row holds a cell on each side (separate columns, each read as its own lines, are
    // the layout's to tell apart).
    const rows = section.lines.slice(1).filter((l) => l.page === page);
    const bothSides = rows.some(
      (l) => l.segments.some((s) => s.x0 < edge) && l.segments.some((s) => s.x0 >= edge),
    );
    if (!moved.length || !bothSides) continue;
    section.lines = left;
    out.push({ type: right.type, heading: right.line, lines: moved });
  }
  return out;
}

/** The first line of a section, on its heading's row to the right of it, when it names another section. */
function rightHeading(section: Section): { line: Line; type: Section['type'] } | null {
  const heading = section.heading;
  const first = section.lines[0];
  if (!heading || !first || first.segments.length !== 1 || first.page !== heading.page) return null;
  const seg: Segment | undefined = first.segments[0];
  if (!seg || Math.abs(first.top - heading.top) > heading.fontSize * 0.5 || first.x0 <= heading.x1)
    return null;
  if (Math.abs(seg.fontSize - heading.fontSize) > 0.5) return null;
  const type = headingTypeOf(seg.text);
  return type && type !== section.type ? { line: first, type } : null;
}
