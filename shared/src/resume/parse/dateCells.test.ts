import { describe, expect, it } from 'vitest';
import { joinDateCells } from './dateCells.js';
import { layoutPages } from './layout.js';
import { buildSegments } from './lines.js';
import { item } from './testItems.js';

function joined(cells: [string, string][]): string[] {
  const items = cells.flatMap(([date, content], i) => [
    item(date, 40, 100 + 13 * i),
    item(content, 140, 100 + 13 * i),
  ]);
  const lines = layoutPages(buildSegments(items)).flatMap((r) => r.lines);
  return joinDateCells(lines).map((l) => l.segments[0]?.text ?? '');
}

describe('date cells that wrap', () => {
  it('joins a date whose cell goes on below with a tilde ("Diciembre 2023" / "~ Actualidad")', () => {
    expect(
      joined([
        ['Diciembre 2023', 'Web developer'],
        ['~ Actualidad', 'Harbour Dev - Viedma'],
        ['Tasks', 'Built the booking site'],
      ])[0],
    ).toBe('Diciembre 2023 ~ Actualidad');
  });

  it('joins a period left open by a tilde ("Abril 2022 ~" / "Marzo 2024")', () => {
    expect(
      joined([
        ['Abril 2022 ~', 'PHP developer'],
        ['Marzo 2024', 'Health Ministry - Viedma'],
        ['Tasks', 'Kept the records system running'],
      ])[0],
    ).toBe('Abril 2022 ~ Marzo 2024');
  });
});
