import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from './testItems.js';

describe('experience entries → roles', () => {
  it('reads an entry whose words cannot tell company from role in the order the section uses', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Meyer & Söhne Bau GmbH', 60, 100),
        item('04.2019 – heute', 470, 100),
        item('Projektleiterin', 60, 113),
        item('• Schulbauten', 70, 126),
        item('Ingenieurbüro Hartmann', 60, 150),
        item('09.2014 – 03.2019', 470, 150),
        item('Bauleiterin', 60, 163),
        item('• Bauüberwachung', 70, 176),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title])).toEqual([
      ['Meyer & Söhne Bau GmbH', 'Projektleiterin'],
      ['Ingenieurbüro Hartmann', 'Bauleiterin'],
    ]);
  });
});
