import { describe, expect, it } from 'vitest';
import { splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';

describe('jobs printed as labelled rows', () => {
  it('reads company, role and place from their labels, the values in a column of their own', () => {
    const row = (label: string, value: string, y: number) => [item(label, 80, y), item(value, 300, y)];
    const lines = linesFromSegments(
      buildSegments([
        item('Maart 2012 - Juni 2014:', 40, 100),
        ...row('Bedrijfsnaam:', 'Ontwerp Pilot', 114),
        ...row('Plaats:', 'Zwolle', 128),
        ...row('Functie:', 'Illustrator Junior', 142),
        item('September 2014 - Heden:', 40, 170),
        ...row('Bedrijfsnaam:', 'Studio Kade Creatief', 184),
        ...row('Plaats:', 'Almere', 198),
        ...row('Functie:', 'Vormgever', 212),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title, r.item.location, r.item.start])).toEqual([
      ['Ontwerp Pilot', 'Illustrator Junior', 'Zwolle', '2012-03'],
      ['Studio Kade Creatief', 'Vormgever', 'Almere', '2014-09'],
    ]);
    expect(roles[0]?.item.bullets).toEqual([]);
  });

  it('keeps a record whole when a gap or a page break falls between its labelled rows', () => {
    const row = (label: string, value: string, y: number) => [item(label, 80, y), item(value, 300, y)];
    const lines = linesFromSegments(
      buildSegments([
        item('March 2016 - May 2019:', 40, 100),
        ...row('Employer:', 'Harwick Foods', 114),
        ...row('City:', 'Leeds', 128),
        ...row('Role:', 'Shift Lead', 142),
        item('June 2019 - Present:', 40, 170),
        ...row('Employer:', 'Tamsin Logistics', 184),
        ...row('City:', 'York', 260),
        ...row('Role:', 'Planner', 274),
        item('Planned the routes of twelve vans.', 300, 288),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title, r.item.location, r.item.start])).toEqual([
      ['Harwick Foods', 'Shift Lead', 'Leeds', '2016-03'],
      ['Tamsin Logistics', 'Planner', 'York', '2019-06'],
    ]);
  });
});
