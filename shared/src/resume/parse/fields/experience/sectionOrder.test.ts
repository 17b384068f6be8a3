import { describe, expect, it } from 'vitest';
import { extractRoles } from './experience.js';
import { splitEntries } from '../../entries/entries.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';

describe("a section's one-line heads follow the order its clear ones print", () => {
  it('reads "Org | Role | Remote | dates" the same way on every line of the section', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Northwind Academy | Founder & Content Creator | Remote | 2022-2025', 60, 100),
        item('Ran a study channel for students of economics with weekly videos.', 60, 113),
        item('Bright Talk Podcast | Creator & Host | Remote | 2026-Present', 60, 132),
        item('Recorded weekly interviews with founders of small companies.', 60, 145),
        item('Independent Content Creator | Remote | 2026-Present', 60, 164),
        item('Wrote essays on careers and study habits for a newsletter.', 60, 177),
        item('Greenleaf | Research Volunteer | Remote | 2022-2023', 60, 196),
        item('Collected survey answers for a study on habits.', 60, 209),
        item('Quillpost | Writer & Publisher | Remote | 2026-Present', 60, 228),
        item('Published a weekly letter on writing.', 60, 241),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    // The role without an employer of its own stays a role, not an organisation with no role.
    expect(roles.map((r) => r.item.title)).toContain('Independent Content Creator');
    const pairs = roles.map((r) => [r.item.company, r.item.title]);
    expect(pairs.filter(([, title]) => title !== 'Independent Content Creator')).toEqual([
      ['Northwind Academy', 'Founder & Content Creator'],
      ['Bright Talk Podcast', 'Creator & Host'],
      ['Greenleaf', 'Research Volunteer'],
      ['Quillpost', 'Writer & Publisher'],
    ]);
  });
});
