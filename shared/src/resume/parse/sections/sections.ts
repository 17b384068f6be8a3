import { sectionBeside } from './cellSections.js';
import { findHeadings, headingTypeOf, matchHeading } from './headings.js';
import { SECTION_TYPES, type SectionType } from '../words/sectionTypes.js';
import { joinWrappedHeadings } from './headingWraps.js';
import type { Region } from '../layout/layout.js';
import { makeLine, type Line, type Segment } from '../lines/lines.js';
import { findEmails, findPhones } from '../words/patterns.js';
import type { Section } from './section.js';
import { splitSideBySide } from './sideBySide.js';
import { isAllCaps, wordCount } from '../items/text.js';

/*
 * Step 4b: lines → sections. Everything before the first heading is the header (name, contact, a
 * tagline). A column that starts without a heading on a page where another column was already read
 * (a sidebar, the right half of a two-column page) starts a header-like section of its own instead
 * of continuing whatever section the previous column ended with.
 */

export interface SectionResult {
  sections: Section[];
  /** Running headers/footers and page numbers: not part of any section, reported as unplaced. */
  furniture: Line[];
  bodySize: number;
}

export function buildSections(regions: Region[], pageCount: number): SectionResult {
  const all = regions.flatMap((r) => r.lines);
  const bodySize = bodyFontSize(all);
  const furniture = new Set(findFurniture(all, pageCount, bodySize));
  const read: { line: Line; regionStart: boolean; firstOnPage: boolean; cells?: boolean }[] = [];
  for (const region of regions) {
    region.lines.forEach((line, i) => {
      if (furniture.has(line)) return;
      read.push({ line, regionStart: i === 0, firstOnPage: region.firstOnPage, cells: region.cells });
    });
  }
  const flow = joinWrappedHeadings(read, bodySize);
  const headings = findHeadings(
    flow.map((f) => f.line),
    bodySize,
  );
  const sections: Section[] = [{ type: 'header', heading: null, lines: [] }];
  let current = sections[0];
  let regionStarted = false;
  // A column read without a heading of its own, and the header-like section its lines fall back to.
  let orphanRegion = -1;
  let orphanHeader: Section | null = null;
  // The label cell of a side-label heading, while its text may still wrap onto the next lines.
  let label: Segment[] | null = null;
  // A column of grid cells, until a heading of its own: each line joins the section beside it.
  let cellsRegion = -1;
  flow.forEach(({ line, regionStart, firstOnPage, cells }, i) => {
    if (regionStart) regionStarted = true;
    if (regionStart && cells) cellsRegion = line.region;
    if (line.region === cellsRegion && !headings[i]) {
      const owner = sectionBeside(sections, line);
      if (owner) {
        owner.lines.push(line);
        current = owner;
        regionStarted = false;
        return;
      }
    }
    if (headings[i]) cellsRegion = -1;
    const wrap = label && current?.heading ? labelWrap(label, line) : null;
    if (wrap && label && current?.heading) {
      label = [...label, wrap];
      current.heading = makeLine(label, current.heading.region);
      // "PROFESSIONAL" / "EXPERIENCE": the whole label names the section better than its first line.
      const named = matchHeading(makeLine([{ ...wrap, text: label.map((g) => g.text).join(' ') }], 0));
      if (named && (named.exact || current.type === 'other')) current.type = named.type;
      const rest = line.segments.slice(1);
      if (rest.length) current.lines.push(makeLine(rest, line.region));
      return;
    }
    label = null;
    const heading = headings[i];
    if (heading) {
      let headSegs = line.segments.slice(0, heading.segments);
      const rest = line.segments.slice(heading.segments);
      const lead = labelLead(current, headSegs);
      const beside = lead ? null : besideAbove(current, headSegs);
      let type = heading.type;
      if (lead) {
        headSegs = [lead.segment, ...headSegs];
        const named = matchHeading(
          makeLine([{ ...lead.segment, text: headSegs.map((g) => g.text).join(' ') }], 0),
        );
        if (named && (named.exact || !heading.exact)) type = named.type;
      }
      current = { type, heading: makeLine(headSegs, line.region), lines: [] };
      sections.push(current);
      if (lead?.rest) current.lines.push(lead.rest);
      if (beside) current.lines.push(beside);
      if (rest.length) current.lines.push(makeLine(rest, line.region));
      if (rest.length || beside || lead) label = headSegs;
      regionStarted = false;
      orphanRegion = -1;
      return;
    }
    // A column after a headless column that stayed in a header-like section is judged on its own too.
    const afterOrphan = !!orphanHeader && current === orphanHeader;
    if (
      regionStarted &&
      regionStart &&
      !firstOnPage &&
      current &&
      (current.type !== 'header' || afterOrphan)
    ) {
      orphanRegion = line.region;
      orphanHeader = null;
    }
    regionStarted = false;
    if (line.region === orphanRegion) {
      // Once a line of the column stayed in the header, the lines under it stay with it.
      const owner = orphanHeader ? null : continuedSection(sections, line, bodySize);
      if (owner) {
        owner.lines.push(line);
        current = owner;
        return;
      }
      if (!orphanHeader) {
        orphanHeader = { type: 'header', heading: null, lines: [] };
        sections.push(orphanHeader);
      }
      current = orphanHeader;
    }
    current?.lines.push(line);
  });
  foldHeadlineIntoHeader(sections);
  foldFirstItemIntoEmptySection(sections);
  splitCompoundSections(sections);
  return {
    sections: splitSideBySide(sections).filter((s) => s.lines.length || s.heading),
    furniture: [...furniture],
    bodySize,
  };
}

/** Sections whose content a headless column can continue (not the header, contact or summary). */
const CONTINUABLE = new Set<SectionType>(
  SECTION_TYPES.filter((t) => t !== 'header' && t !== 'contact' && t !== 'summary'),
);
/** How far (points) a column may sit from the column it continues. */
const SAME_COLUMN = 20;

/**
 * The section a line of a headless column continues, if any: the same column on the previous page
 * (a section running over a page break), the same column right above it (a full-width line cut the
 * column in two), or a section beside it whose rows it shares (a list set in two sub-columns, read as
 * two columns). Contact lines and large type stay in the header-like section.
 */
function continuedSection(sections: Section[], line: Line, bodySize: number): Section | null {
  if (line.fontSize > bodySize + 1.5 || findEmails(line.text).length || findPhones(line.text).length)
    return null;
  const open = sections.filter((s) => s.heading && CONTINUABLE.has(s.type)).reverse();
  const column = (l: Line) => Math.abs(l.x0 - line.x0) <= SAME_COLUMN;
  for (const s of open) {
    const last = s.lines[s.lines.length - 1] ?? s.heading;
    if (!last) continue;
    if (
      line.page === last.page + 1 &&
      [s.heading, ...s.lines].some((l) => l?.page === last.page && l && column(l))
    )
      return s;
    if (
      line.page === last.page &&
      column(last) &&
      line.top >= last.bottom - 1 &&
      line.top - last.bottom <= 3 * line.fontSize
    )
      return s;
  }
  for (const s of open) {
    const onPage = s.lines.filter((l) => l.page === line.page);
    if (!s.heading || s.heading.page !== line.page || s.heading.top >= line.top || !onPage.length) continue;
    const right = Math.max(...onPage.map((l) => l.x1));
    const bottom = Math.max(...onPage.map((l) => l.bottom));
    const sharesRow = onPage.some((l) => Math.abs(l.top - line.top) <= 2);
    if (right <= line.x0 + 2 && sharesRow && line.top <= bottom) return s;
  }
  return null;
}

/** Joins between the names of a compound heading ("Skills & Certifications", "Sprachen und Hobbys"). */
const HEADING_JOIN =
  /\s*(?:&|\/|,|\+|\band\b|\bund\b|\bet\b|\by\b|\be\b|\bi\b|\boch\b|\ben\b|\bve\b|\bи\b)\s*/iu;

/**
 * A heading that names several sections ("SKILLS AND CERTIFICATIONS") often has sub-labels naming
 * each ("Certifications", "Skills") above its part: each such label opens a section of its type.
 */
function splitCompoundSections(sections: Section[]): void {
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i];
    if (!section?.heading) continue;
    const parts = section.heading.text.split(HEADING_JOIN).filter((p) => p.trim());
    if (parts.length < 2) continue;
    const named = new Set(parts.map(headingTypeOf).filter((t): t is SectionType => !!t));
    if (named.size < 2) continue;
    const pieces: Section[] = [];
    for (const line of section.lines) {
      const type = labelOf(line, named);
      const open = pieces[pieces.length - 1];
      if (type && (open || section.lines[0] !== line)) pieces.push({ type, heading: line, lines: [] });
      else if (type) section.type = type;
      else if (open) open.lines.push(line);
    }
    if (!pieces.length) continue;
    const firstLabel = pieces[0]?.heading;
    if (firstLabel) section.lines = section.lines.slice(0, section.lines.indexOf(firstLabel));
    sections.splice(i + 1, 0, ...pieces);
    i += pieces.length;
  }
}

/** A short line alone on its row that names exactly one of the given section types. */
function labelOf(line: Line, types: Set<SectionType>): SectionType | null {
  if (line.segments.length !== 1 || wordCount(line.text) > 4) return null;
  const m = matchHeading(line);
  return m?.exact && types.has(m.type) ? m.type : null;
}

/**
 * A tagline set larger than the body under the name ("Data Scientist" in \large, as LaTeX and Word CVs
 * do) looks like an unknown heading, and the contact lines under it would become its section. An
 * unknown section right after the header that holds an email or a phone number is the rest of the header.
 */
function foldHeadlineIntoHeader(sections: Section[]): void {
  const [header, next] = sections;
  if (header?.type !== 'header' || next?.type !== 'other' || !next.heading) return;
  if (!next.lines.some((l) => findEmails(l.text).length || findPhones(l.text).length)) return;
  header.lines.push(next.heading, ...next.lines);
  sections.splice(1, 1);
}

/**
 * A known heading with nothing under it, then an unknown "heading" in the same column: the first item
 * of that section set in the heading's typography ("SAP FI" in capitals under small-caps
 * "HABILIDADES", its list label lost as an icon glyph). Sections are not left empty on purpose.
 */
function foldFirstItemIntoEmptySection(sections: Section[]): void {
  for (let i = 0; i + 1 < sections.length; i++) {
    const empty = sections[i];
    const next = sections[i + 1];
    if (!empty?.heading || empty.lines.length || empty.type === 'other' || empty.type === 'header') continue;
    if (next?.type !== 'other' || !next.heading || next.heading.region !== empty.heading.region) continue;
    if (next.heading.page !== empty.heading.page) continue;
    empty.lines.push(next.heading, ...next.lines);
    sections.splice(i + 1, 1);
  }
}

/**
 * A side label set a little lower than the first line of its cell (a table row aligns the cells' tops,
 * the label has a margin) is read after that line, which would end the section above. The line right
 * of the label that it overlaps vertically is moved to the label's section.
 */
function besideAbove(section: Section | undefined, label: Segment[]): Line | null {
  const prev = section?.lines[section.lines.length - 1];
  const first = label[0];
  if (!section || !prev || !first) return null;
  const x1 = Math.max(...label.map((s) => s.x1));
  const overlaps = first.top < prev.bottom && first.top > prev.top && prev.page === first.page;
  if (!overlaps || prev.x0 <= x1) return null;
  section.lines.pop();
  return prev;
}

/**
 * The first line of a wrapped side label that the heading match found only on its second line
 * ("PROFESSIONAL" above "EXPERIENCE"): the last line read, when it starts with a piece aligned with
 * the label right above it. That line's other segments are the new section's first content.
 */
function labelLead(
  section: Section | undefined,
  label: Segment[],
): { segment: Segment; rest: Line | null } | null {
  const prev = section?.lines[section.lines.length - 1];
  const head = label[0];
  const piece = prev?.segments[0];
  if (!section || !prev || !head || !piece || prev.segments.length < 2) return null;
  if (!labelWrap([piece], makeLine(label, prev.region))) return null;
  section.lines.pop();
  const rest = prev.segments.slice(1);
  return { segment: piece, rest: rest.length ? makeLine(rest, prev.region) : null };
}

/**
 * The next piece of a side label that wraps in its cell ("ESPERIENZA" / "LAVORATIVA", "ISTRUZIONE E" /
 * "FORMAZIONE"): right under it, aligned with it on either side, in the same size and case.
 */
function labelWrap(label: Segment[], line: Line): Segment | null {
  const last = label[label.length - 1];
  const seg = line.segments[0];
  if (!last || !seg || seg.page !== last.page) return null;
  const aligned = Math.abs(seg.x1 - last.x1) <= 4 || Math.abs(seg.x0 - last.x0) <= 4;
  const below = seg.top >= last.top && seg.top - last.bottom < seg.fontSize * 0.8;
  const sameLook =
    Math.abs(seg.fontSize - last.fontSize) < 0.5 && isAllCaps(seg.text) === isAllCaps(last.text);
  if (!aligned || !below || !sameLook || wordCount(seg.text) > 3) return null;
  // Beside content the label must end before that content starts.
  const next = line.segments[1];
  return !next || next.x0 > seg.x1 ? seg : null;
}

/** The most common font size, weighted by characters. */
export function bodyFontSize(
  lines: readonly { segments: readonly { fontSize: number; text: string }[] }[],
): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    for (const s of line.segments) {
      const key = Math.round(s.fontSize * 2) / 2;
      weight.set(key, (weight.get(key) ?? 0) + s.text.length);
    }
  }
  let best = 10;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight) {
      best = size;
      bestWeight = w;
    }
  }
  return best;
}

/**
 * Page furniture: lines repeated at the same height on several pages (digits ignored, so "Page 1 of
 * 2" and "Page 2 of 2" match), and lone page numbers at the top or bottom of a page.
 */
function findFurniture(lines: Line[], pageCount: number, bodySize: number): Line[] {
  const out: Line[] = [];
  const key = (l: Line) => `${Math.round(l.top / 4)}|${l.text.replace(/\d+/g, '#').toLowerCase()}`;
  if (pageCount > 1) {
    const pagesByKey = new Map<string, Set<number>>();
    for (const l of lines) {
      const set = pagesByKey.get(key(l)) ?? new Set<number>();
      set.add(l.page);
      pagesByKey.set(key(l), set);
    }
    // A section heading printed again atop the page its section runs on to ("Experience" above the
    // jobs that overflowed) opens that part of the section; it is not a running header.
    for (const l of lines)
      if ((pagesByKey.get(key(l))?.size ?? 0) >= 2 && !matchHeading(l)?.exact) out.push(l);
  }
  const edges = new Set<Line>();
  for (const page of new Set(lines.map((l) => l.page))) {
    const onPage = lines.filter((l) => l.page === page);
    const top = first(onPage, (a, b) => a.top - b.top);
    const bottom = first(onPage, (a, b) => b.top - a.top);
    if (top) edges.add(top);
    if (bottom) edges.add(bottom);
  }
  // "以上" (that is all), alone on a line: the mark a Japanese document ends its lists with.
  for (const l of lines) if (END_MARK.test(l.text) && !out.includes(l)) out.push(l);
  const taken = new Set(out);
  for (const l of edges) {
    if (taken.has(l)) continue;
    if (PAGE_NUMBER.test(l.text)) out.push(l);
    // A running footer printed on a one-page resume ("Anna Nowak · 1", "Lebenslauf – Seite 1"): small
    // print at the page's edge ending in a page number.
    else if (l.fontSize < bodySize - 0.4 && RUNNING_FOOTER.test(l.text)) out.push(l);
  }
  return out;
}

const END_MARK = /^[-‐ー－―\s]*以上[-‐ー－―\s]*$/u;
const PAGE_WORD = String.raw`(?:page|seite|p\.|pag\.|pagina|página|strona|sida|side)`;
const OF_WORD = String.raw`(?:\/|of|von|de|sur|di|z|av|из)`;
const PAGE_NUMBER = new RegExp(
  String.raw`^\s*(?:${PAGE_WORD}\s*)?\d{1,2}(?:\s*${OF_WORD}\s*\d{1,2})?\s*$`,
  'i',
);
const RUNNING_FOOTER = new RegExp(
  String.raw`^.{1,60}?\s[–—·|•-]\s*(?:${PAGE_WORD}\s*)?\d{1,2}(?:\s*${OF_WORD}\s*\d{1,2})?\s*$`,
  'i',
);

function first<T>(items: T[], compare: (a: T, b: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || compare(item, best) < 0) best = item;
  return best;
}
