import { describe, expect, it } from 'vitest';
import { organisationBelow } from './orgBelow.js';
import { roleShapes } from './testRoles.js';
import { splitEntries } from '../../entries/entries.js';
import type { Entry } from '../../entries/entry.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';

describe('the organisation on the line under a dated role head', () => {
  it('takes it when the head names none, and keeps the points as points', () => {
    expect(
      roleShapes([
        item('Research Fellow. Chair in Coastal Ecology. 2017 – Present', 72, 100),
        item('Northfield Marine Science College, Eastport, Canada.', 72, 113),
        item('• Modelled the spread of a parasite between two bays of the coast.', 88, 126),
        item('• Wrote a survival model for the farmed stocks of the region.', 88, 139),
      ]),
    ).toEqual([
      ['Northfield Marine Science College, Eastport', 'Research Fellow. Chair in Coastal Ecology', 2],
    ]);
  });

  it('puts back the field beside the role when the head had taken it for the employer', () => {
    expect(
      roleShapes([
        item('Guest lecturer, Reef Ecology (BIO-210). Spring 2016.', 72, 100),
        item('Department of Marine Science, University of Northfield.', 72, 113),
        item('Guest lecturer, Reef Ecology (BIO-210). Spring 2014.', 72, 132),
        item('Department of Marine Science, University of Northfield.', 72, 145),
      ]),
    ).toEqual([
      ['Department of Marine Science, University of Northfield', 'Guest lecturer, Reef Ecology (BIO-210)', 0],
      ['Department of Marine Science, University of Northfield', 'Guest lecturer, Reef Ecology (BIO-210)', 0],
    ]);
  });

  it('leaves a description line under the head a description', () => {
    const [role] = roleShapes([
      item('HARBOUR GRILL, FLOOR MANAGER, NORTHTOWN', 72, 100),
      item('MAR 2019 - SEP 2020', 72, 113),
      item('Responsible for the daily running of the restaurant', 86, 126),
    ]);
    expect([role?.[0], role?.[2]]).toEqual(['HARBOUR GRILL', 1]);
  });

  it('reads it in a script without capitals, its places split off at the script’s own comma', () => {
    const [read] = splitEntries(
      linesFromSegments(
        buildSegments([
          item('مدرس 2015 – 2018', 72, 100),
          item('جامعة الشمال للعلوم، السعودية', 72, 113),
          item('• تدريس الرياضيات.', 88, 126),
        ]),
        0,
      ),
    );
    if (!read) throw new Error('no entry');
    // The shape the function is for: one head line, the line under it a detail.
    const lines = read.lines.map((l, i) => ({ ...l, kind: i ? ('detail' as const) : ('head' as const) }));
    const entry: Entry = { ...read, lines, head: lines.slice(0, 1), details: lines.slice(1) };
    const seg = lines[0]?.main[0];
    if (!seg) throw new Error('no head');
    const found = organisationBelow(entry, null, { text: 'مدرس', seg, line: 0, meta: false });
    expect([found?.company.text, found?.title?.text]).toEqual(['جامعة الشمال للعلوم', 'مدرس']);
  });
});
