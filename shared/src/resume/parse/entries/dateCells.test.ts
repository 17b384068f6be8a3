import { describe, expect, it } from 'vitest';
import { joinDateCells } from './dateCells.js';
import { layoutPages } from '../layout/layout.js';
import { buildSegments } from '../lines/lines.js';
import { item } from '../testItems.js';

function joined(cells: [string, string][]): string[] {
  const items = cells.flatMap(([date, content], i) => [
    item(date, 40, 100 + 13 * i),
    item(content, 140, 100 + 13 * i),
  ]);
  const lines = layoutPages(buildSegments(items)).flatMap((r) => r.lines);
  return joinDateCells(lines).map((l) => l.segments[0]?.text ?? '');
}

describe('date cells that wrap', () => {
  it('joins a date whose cell goes on below with a tilde ("Noviembre 2022" / "~ Actualidad")', () => {
    expect(
      joined([
        ['Noviembre 2022', 'Web developer'],
        ['~ Actualidad', 'Harbour Dev - Rawson'],
        ['Tasks', 'Built the booking site'],
      ])[0],
    ).toBe('Noviembre 2022 ~ Actualidad');
  });

  it('joins a period left open by a tilde ("Abril 2022 ~" / "Marzo 2024")', () => {
    expect(
      joined([
        ['Abril 2022 ~', 'PHP developer'],
        ['Marzo 2024', 'Health Ministry - Rawson'],
        ['Tasks', 'Kept the records system running'],
      ])[0],
    ).toBe('Abril 2022 ~ Marzo 2024');
  });

  it('joins a cell that ends on a month whose year is on the next line ("De novembre" / "2017 à juillet")', () => {
    expect(
      joined([
        ['De novembre', 'Licence in software engineering'],
        ['2017 à juillet', 'University of the South, Meknès'],
        ['2018', 'School projects'],
      ])[0],
    ).toBe('De novembre 2017 à juillet 2018');
  });

  it('takes a month alone on its line as a piece of the cell ("2012 à" / "octobre" / "2013")', () => {
    expect(
      joined([
        ['De mars', 'Baccalaureate in mathematics'],
        ['2012 à', 'Option A'],
        ['octobre', 'Lakeside High School, Meknès'],
        ['2013', 'With honours'],
      ])[0],
    ).toBe('De mars 2012 à octobre 2013');
  });

  it('joins a cell set at the foot of its row, its row’s text beside its last piece', () => {
    const items = [
      item('sept. 2019 –', 40, 100),
      item('aujourd’hui', 40, 113),
      item('Chargée de communication, Maison Ferrand, Lyon', 140, 113),
      item('janv. 2018 – août', 40, 139),
      item('2019', 40, 152),
      item('Assistante marketing, Groupe Valmont SA, Grenoble', 140, 152),
    ];
    const lines = layoutPages(buildSegments(items)).flatMap((r) => r.lines);
    expect(joinDateCells(lines).map((l) => l.segments.map((seg) => seg.text))).toEqual([
      ['sept. 2019 – aujourd’hui', 'Chargée de communication, Maison Ferrand, Lyon'],
      ['janv. 2018 – août 2019', 'Assistante marketing, Groupe Valmont SA, Grenoble'],
    ]);
  });

  it('joins a cell set flush right, and a word for "present" broken over two lines', () => {
    const items = [
      item('mar 2017–dez', 60, 100, { width: 62 }),
      item('2019', 100, 113, { width: 22 }),
      item('Analista, Banco Horizonte S.A., Recife', 140, 100),
      item('Ocak 2021 – Devam', 40, 139, { width: 82 }),
      item('ediyor', 40, 152, { width: 30 }),
      item('Mobil Geliştirici, Boğaz Yazılım A.Ş., İzmir', 140, 139),
    ];
    const lines = layoutPages(buildSegments(items)).flatMap((r) => r.lines);
    expect(joinDateCells(lines).map((l) => l.segments[0]?.text)).toEqual([
      'mar 2017–dez 2019',
      'Ocak 2021 – Devam ediyor',
    ]);
  });
});
