import { describe, expect, it } from 'vitest';
import { splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

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

  it('reads a company named by its domain ("Example.com") as the company line, not a link', () => {
    expect(
      roles([
        item('Northwind Pay S.A.', 40, 100, { size: 12 }),
        item('Lakeview, Argentina', 450, 100),
        item('TECH LEAD', 40, 115),
        item('Mar. 2021 – Presente', 470, 115),
        item('• Led a team of eight on the instant transfers core.', 44, 130),
        item('Travelnest.com', 40, 150, { size: 12 }),
        item('Lakeview, Argentina', 450, 150),
        item('DESARROLLADOR BACKEND', 40, 165),
        item('Ene. 2015 – Jul. 2018', 470, 165),
        item('• Built the flight search engine in Java.', 44, 180),
      ]),
    ).toEqual([
      ['TECH LEAD', 'Northwind Pay S.A.'],
      ['DESARROLLADOR BACKEND', 'Travelnest.com'],
    ]);
  });

  it('reads courses taught under their university, each with the terms printed under it', () => {
    expect(
      roles([
        item('Northfield State University', 59, 100, { size: 11 }),
        item('ECO 2100 – Applied Econometrics', 77, 115, { size: 11 }),
        item('• Fall 2019, Spring 2020', 90, 130, { size: 11 }),
        item('MGT 3400 – Business Analytics', 77, 160, { size: 11 }),
        item('• Fall 2022', 90, 175, { size: 11 }),
        item('Lakeside College', 59, 205, { size: 11 }),
        item('ECO 101 – Principles of Economics', 77, 220, { size: 11 }),
        item('• Summer 2020 – Average rating 6.5 out of 7', 90, 235, { size: 11 }),
      ]),
    ).toEqual([
      ['ECO 2100 – Applied Econometrics', 'Northfield State University'],
      ['MGT 3400 – Business Analytics', 'Northfield State University'],
      ['ECO 101 – Principles of Economics', 'Lakeside College'],
    ]);
  });
});
