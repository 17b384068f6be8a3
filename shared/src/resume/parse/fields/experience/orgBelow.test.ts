import { describe, expect, it } from 'vitest';
import { roleShapes } from './testRoles.js';
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
});
