import type { Line } from '../lines/lines.js';
import type { SectionType } from '../words/sectionTypes.js';

/** One section of the document: its kind, its heading line (none for the header) and its lines. */
export interface Section {
  type: SectionType;
  heading: Line | null;
  lines: Line[];
}
