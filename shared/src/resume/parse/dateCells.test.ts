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

  it('joins a cell that ends on a month whose year is on the next line ("De septembre" / "2018 à juin")', () => {
    expect(
      joined([
        ['De septembre', 'Licence in software engineering'],
        ['2018 à juin', 'University of the South, Agadir'],
        ['2019', 'School projects'],
      ])[0],
    ).toBe('De septembre 2018 à juin 2019');
  });

  it('takes a month alone on its line as a piece of the cell ("2014 à" / "septembre" / "2015")', () => {
    expect(
      joined([
        ['De septembre', 'Baccalaureate in mathematics'],
        ['2014 à', 'Option A'],
        ['septembre', 'Lakeside High School, Agadir'],
        ['2015', 'With honours'],
      ])[0],
    ).toBe('De septembre 2014 à septembre 2015');
  });
});
