import { describe, expect, it } from 'vitest';
import { Collector } from '../collector.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { extractSkills } from './skills.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

function skills(items: TextItem[]) {
  return extractSkills(linesFromSegments(buildSegments(items), 0), 10, new Collector(), 0).map((g) => ({
    category: g.category,
    items: g.items.map((i) => i.name),
  }));
}

describe('skill groups named in a style of their own', () => {
  it('a bold name over a column of skills names the group, not a skill', () => {
    expect(
      skills([
        item('Woodwork', 40, 100, { bold: true }),
        item('Joinery', 40, 114),
        item('Veneering', 40, 127),
        item('Lathe turning', 40, 140),
        item('Finishing', 40, 160, { bold: true }),
        item('Shellac', 40, 174),
        item('Oil and wax', 40, 187),
      ]),
    ).toEqual([
      { category: 'Woodwork', items: ['Joinery', 'Veneering', 'Lathe turning'] },
      { category: 'Finishing', items: ['Shellac', 'Oil and wax'] },
    ]);
  });

  it('a larger name over a row of chips, with a level printed apart', () => {
    const groups = skills([
      item('Pastry', 40, 100, { size: 12 }),
      item('Expert', 40, 114),
      item('Laminated doughs', 40, 128),
      item('Tempering', 160, 128),
      item('Kitchen', 40, 150, { size: 12 }),
      item('Stock control', 40, 164),
      item('Rota planning', 160, 164),
    ]);
    // The chips are read as a grid, column by column; what matters is that no name is a skill.
    expect(groups.flatMap((g) => g.items).sort()).toEqual([
      'Laminated doughs',
      'Rota planning',
      'Stock control',
      'Tempering',
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Pastry', 'Kitchen']);
  });

  it('leaves bold skills with descriptions under them alone: the bold lines are the skills', () => {
    const groups = skills([
      item('Joinery', 40, 100, { bold: true }),
      item('Twelve years of cabinet work for private clients and shops', 40, 114),
      item('Veneering', 40, 134, { bold: true }),
      item('Restored antique furniture and made marquetry for a museum', 40, 148),
    ]);
    expect(groups.flatMap((g) => g.items)).toContain('Joinery');
    expect(groups.flatMap((g) => g.items)).toContain('Veneering');
  });

  it('leaves a list alone when the bold line is only one, or ends the list', () => {
    expect(
      skills([
        item('Woodwork', 40, 100, { bold: true }),
        item('Joinery', 40, 114),
        item('Veneering', 40, 127),
      ]).flatMap((g) => g.items),
    ).toContain('Woodwork');
    expect(
      skills([
        item('Woodwork', 40, 100, { bold: true }),
        item('Joinery', 40, 114),
        item('Finishing', 40, 128, { bold: true }),
        item('Veneering', 40, 142),
        item('Sanding', 40, 156, { bold: true }),
      ]).flatMap((g) => g.items),
    ).toContain('Sanding');
  });
});
