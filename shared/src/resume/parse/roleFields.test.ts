import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from './testItems.js';
import type { TextItem } from './types.js';

function roles(items: TextItem[]) {
  const { roles: found } = extractRoles(splitEntries(linesFromSegments(buildSegments(items), 0)));
  return found.map((r) => [r.item.title, r.item.company]);
}

describe('a role’s fields', () => {
  it('reads a school named beside a role as the employer', () => {
    expect(
      roles([
        item('Examinatrice en classes préparatoires, Lycée du Lac', 60, 100),
        item('2019 – 2021', 470, 100),
        item('Oraux de mathématiques, deux heures par semaine.', 60, 114),
        item('Vikar, Nordby Gymnasium', 60, 134),
        item('2017 – 2019', 470, 134),
      ]),
    ).toEqual([
      ['Examinatrice en classes préparatoires', 'Lycée du Lac'],
      ['Vikar', 'Nordby Gymnasium'],
    ]);
  });
});
