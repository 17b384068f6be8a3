import { extractRoles } from './experience.js';
import { splitEntries } from '../../entries/entries.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import type { TextItem } from '../../types.js';

/** A section's items read as roles, as tests compare them: company, title, number of points. */
export function roleShapes(items: TextItem[]): [string, string, number][] {
  return extractRoles(splitEntries(linesFromSegments(buildSegments(items), 0))).roles.map((r) => [
    r.item.company,
    r.item.title,
    r.item.bullets.length,
  ]);
}
