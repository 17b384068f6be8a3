import { describe, expect, it } from 'vitest';
import { sectionBeside } from './cellSections.js';
import { buildSegments, makeLine, type Line } from '../lines/lines.js';
import type { Section } from './section.js';
import { item } from '../testItems.js';

function line(text: string, x: number, y: number, region: number): Line {
  const [seg] = buildSegments([item(text, x, y)]);
  if (!seg) throw new Error('no segment');
  return makeLine([seg], region);
}

describe('sections of grid cells', () => {
  it('gives a line of a cell column the section of the nearest line beside it, at or above it', () => {
    // The left column was read first: its band "Projects" above, its band "Education" below.
    const projects: Section = {
      type: 'projects',
      heading: line('Projects', 40, 100, 0),
      lines: [line('Tool share', 40, 120, 0), line('A lending library', 40, 132, 0)],
    };
    const education: Section = {
      type: 'education',
      heading: line('Education', 40, 170, 0),
      lines: [line('Harbour College', 40, 190, 0)],
    };
    const sections = [projects, education];
    expect(sectionBeside(sections, line('Map notes', 320, 120, 1))).toBe(projects);
    expect(sectionBeside(sections, line('Front end only', 320, 144, 1))).toBe(projects);
    expect(sectionBeside(sections, line('Lakeside University', 320, 190, 1))).toBe(education);
    // Nothing beside it at or above: the line keeps to the reading order.
    expect(sectionBeside(sections, line('A corner label', 320, 60, 1))).toBeNull();
  });
});
