import { findTokens } from '../dates/dates.js';
import { matchHeading } from './headings.js';
import type { Line } from '../lines/lines.js';
import type { Section } from './section.js';

/*
 * Some designs set each employer (or school) in the very look of the section headings: "Work
 * Experience", then "Kaveri Payments", "Trackwise Logistics", each as large and bold. Style alone makes
 * each name a heading of a section of its own that no vocabulary names, and the jobs under them are
 * lost to "other". A section whose heading names no section, that follows an experience or education
 * section whose first entry opens in that same look, and that opens with a dated entry itself, is the
 * next entry of that section: its heading goes back in as the entry's first line. A heading the
 * vocabulary knows ends the run, and so does one set unlike the section's first line ("Public
 * Outreach" after a list of posts is a section of its own).
 */

const ENTRY_SECTIONS = new Set(['experience', 'education']);
/** Where an entry's dates sit at the latest: the name, the role or degree, a place, the period. */
const DATES_WITHIN = 4;

export function foldEntryHeadings(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const owner = out[out.length - 1];
    if (owner && ENTRY_SECTIONS.has(owner.type) && continuesEntries(section, owner)) {
      owner.lines.push(...(section.heading ? [section.heading] : []), ...section.lines);
      continue;
    }
    out.push(section);
  }
  return out;
}

function continuesEntries(section: Section, owner: Section): boolean {
  const first = owner.lines[0];
  if (section.type !== 'other' || !section.heading || !first || matchHeading(section.heading)) return false;
  if (!sameLook(section.heading, first)) return false;
  return section.lines.slice(0, DATES_WITHIN).some((l) => findTokens(l.text).some((t) => t.kind === 'date'));
}

/** Same size and weight: the look a design gives every entry's name. */
function sameLook(a: Line, b: Line): boolean {
  const bold = (l: Line) => l.segments.every((s) => s.bold);
  return Math.abs(a.fontSize - b.fontSize) < 0.3 && bold(a) === bold(b);
}
