import type { Experience } from '../../../schema.js';
import type { Entry } from '../../entries/entry.js';
import type { Part } from '../../entries/entryParts.js';
import type { Line, Segment } from '../../lines/lines.js';

/** One job as it is being read: the steps that re-read a section's roles (its order, its styles) share it. */
export interface RoleDraft {
  item: Experience;
  entry: Entry;
  parts: { company: Part | null; title: Part | null };
  /** How much better the chosen reading scored than the swapped one (0 when there was no choice). */
  margin: number;
  /** What the role was read from, when not all of its entry's lines (a career table's rows). */
  read?: (Line | Segment)[];
}
