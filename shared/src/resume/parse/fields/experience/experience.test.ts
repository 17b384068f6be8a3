import { describe, expect, it } from 'vitest';
import { makeEntry, splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

describe('experience entries → roles', () => {
  it('gives an undated role the employer and dates printed on a line of their own under its points', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Stage Nordlys Énergie - 6 semaines', 54, 100, { bold: true }),
        item('Audit des compteurs du réseau pour une mise à jour', 54, 114),
        item('du parc.', 54, 128),
        item('NORDLYS - LYON (69) 2024', 54, 142),
        item('Animation', 54, 170, { bold: true }),
        item('Centre social - VIENNE (38) 2022', 54, 184),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.title, r.item.company, r.item.start])).toEqual([
      ['Stage Nordlys Énergie', 'NORDLYS', '2024'],
      ['Animation', 'Centre social', '2022'],
    ]);
  });

  it('takes no certificate listed under a leadership heading for a role', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Campus Robotics Society', 54, 100),
        item('Sep 2021 – May 2023', 460, 100),
        item('Team Captain', 54, 113),
        item('Lakeside College: Welding Safety Certification', 54, 134),
        item('June 2020', 470, 134),
        item('Hillview Tech: Certified Drone Pilot Course', 54, 147),
        item('Expected: May 2026', 460, 147),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title])).toEqual([
      ['Campus Robotics Society', 'Team Captain'],
    ]);
  });

  it('takes a sub-label alone on its line ("Highlights" over the bullets) for a detail, not a role', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Harbour Freight Co', 54, 100, { bold: true }),
        item('2019 – Present', 470, 100),
        item('Logistics Planner', 54, 114),
        item('Planned routes for the coastal fleet.', 54, 128),
        item('Highlights', 54, 146, { bold: true }),
        item('• Cut empty runs by a fifth', 66, 160),
        item('Northgate Depot', 54, 182, { bold: true }),
        item('2016 – 2019', 470, 182),
        item('Dispatcher', 54, 196),
        item('Key Achievements', 54, 214, { bold: true }),
        item('• Opened the night shift', 66, 228),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title])).toEqual([
      ['Harbour Freight Co', 'Logistics Planner'],
      ['Northgate Depot', 'Dispatcher'],
    ]);
  });

  it('reads roles written as "Role (period): what it was" lines under their organisation', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Northfield University', 54, 100),
        item('Research Assistant (2019 – Present): building a panel of trade data for a', 75, 113),
        item('project on tariffs.', 111, 126),
        item('Teaching Assistant (2018): second-year econometrics', 75, 139),
        item('Harbour Analytics Ltd', 54, 160),
        item('Data Analyst (2015 – 2017): dashboards for the sales team', 75, 173),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title, r.item.start, r.item.end])).toEqual([
      ['Northfield University', 'Research Assistant', '2019', 'present'],
      ['Northfield University', 'Teaching Assistant', '2018', '2018'],
      ['Harbour Analytics Ltd', 'Data Analyst', '2015', '2017'],
    ]);
    expect(roles[0]?.item.bullets.join(' ')).toContain('project on tariffs.');
  });

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

  it('follows the order most entries of the section print, though one clear entry prints the other', () => {
    const entry = (first: string, second: string, y: number) => [
      item(first, 60, y),
      item('2019 – 2020', 470, y),
      item(second, 60, y + 13),
      item('• Kept the site diary', 70, y + 26),
    ];
    const lines = linesFromSegments(
      buildSegments([
        ...entry('Northgate Builders Ltd', 'Site Engineer', 100),
        ...entry('Harbour Works Inc.', 'Project Manager', 150),
        ...entry('Ridgeway Homes GmbH', 'Quantity Surveyor', 200),
        ...entry('Planning Assistant', 'Eastfield Council Ltd', 250),
        ...entry('Hartmann Brothers', 'Foreperson', 300),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title])).toEqual([
      ['Northgate Builders Ltd', 'Site Engineer'],
      ['Harbour Works Inc.', 'Project Manager'],
      ['Ridgeway Homes GmbH', 'Quantity Surveyor'],
      ['Eastfield Council Ltd', 'Planning Assistant'],
      ['Hartmann Brothers', 'Foreperson'],
    ]);
  });

  it('reads a LinkedIn export: roles listed under one company with its tenure, durations dropped', () => {
    const at = (text: string, y: number) => item(text, 216, y);
    const lines = linesFromSegments(
      buildSegments([
        at('Brightloom Health', 100),
        at('5 years 3 months', 113),
        at('Senior Data Engineer', 126),
        at('March 2022 - Present (2 years 10 months)', 139),
        at('Austin, Texas, United States', 152),
        at('Tech lead for the Data Platform team of six engineers and two analysts.', 165),
        at('Data Engineer', 185),
        at('October 2019 - March 2022 (2 years 6 months)', 198),
        at('Austin, Texas, United States', 211),
        at('Owned ingestion of HL7 and FHIR feeds from thirty partner clinics.', 224),
        at('Lumen Freight', 244),
        at('Analytics Engineer', 257),
        at('June 2017 - September 2019 (2 years 4 months)', 270),
        at('Built the company’s first data warehouse on Redshift and its pipelines.', 283),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title, r.item.start, r.item.end])).toEqual([
      ['Brightloom Health', 'Senior Data Engineer', '2022-03', 'present'],
      ['Brightloom Health', 'Data Engineer', '2019-10', '2022-03'],
      ['Lumen Freight', 'Analytics Engineer', '2017-06', '2019-09'],
    ]);
  });

  it('reads "Employer, Town" under the role as the employer and its town when no word marks either', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Kassabiträde (extrajobb)', 57, 100),
        item('2015 – 2018', 480, 100),
        item('ICA Maxi Högsbo, Västra Frölunda', 57, 113),
        item('• Kassa, dagsavräkning och kundservice helger och sommarferier.', 70, 126),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.title, r.item.company, r.item.location])).toEqual([
      ['Kassabiträde (extrajobb)', 'ICA Maxi Högsbo', 'Västra Frölunda'],
    ]);
  });

  it('splits "Role, Organisation" on one line from the address line below it', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Doctorante contractuelle, Laboratoire de Physique, ENS de Lyon', 60, 100),
        item('2020 – 2023', 480, 100),
        item('Institut Lumière Matière, Villeurbanne', 60, 113),
        item('• Thèse sur les écoulements granulaires.', 70, 126),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.title, r.item.company])).toEqual([
      ['Doctorante contractuelle', 'Laboratoire de Physique, ENS de Lyon'],
    ]);
  });
});

/** One entry of these items with every line a head line, as solid-set layouts deliver them. */
function headLinesOnly(items: TextItem[]) {
  return makeEntry(
    linesFromSegments(buildSegments(items), 0).map((line) => ({
      line,
      main: line.segments,
      meta: [],
      kind: 'head' as const,
      bullet: false,
      metaOnly: false,
    })),
  );
}

describe('experience entries that mention projects', () => {
  it('keeps a role whose first sentence mentions projects as a role, not a project', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Riverside Makers Club', 54, 100, { bold: true }),
        item('2017 – Present', 470, 100),
        item('Coach', 54, 114),
        item('Weekend coaching for school robotics projects.', 54, 128),
      ]),
      0,
    );
    const { roles, projectEntries } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title])).toEqual([['Riverside Makers Club', 'Coach']]);
    expect(projectEntries).toEqual([]);
  });

  it('reads the marker in no head line that is a sentence (a one-line description set as head)', () => {
    // Some layouts set a single description line as solid as the head above it, so it reaches the
    // role reader as a head line.
    const entry = headLinesOnly([
      item('Riverside Makers Club', 54, 100, { size: 11 }),
      item('Coach   Sep 2017 – Present', 54, 114),
      item('Weekend coaching for school robotics projects.', 54, 128),
    ]);
    const { roles, projectEntries } = extractRoles([entry]);
    expect(roles.map((r) => r.item.company)).toEqual(['Riverside Makers Club']);
    expect(projectEntries).toEqual([]);
  });
  it('reads the marker in no wrapped description below the head’s two naming lines', () => {
    // A description without glyphs or stops, its wrapped lists set as solid as the head above.
    const entry = headLinesOnly([
      item('Produktmanagement (Teilzeit), Aarberg Bank   2021 – 2023', 54, 100),
      item('Unterstützung im Produktmanagement, administrative', 54, 114),
      item('Aufgaben, Koordination kleiner Projekte, Datenpflege', 54, 128),
    ]);
    const { roles, projectEntries } = extractRoles([entry]);
    expect(roles).toHaveLength(1);
    expect(projectEntries).toEqual([]);
  });

  it('splits a head printed as sentences ("Role. Organisation.") at the full stop between them', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Field Engineer. Tidewater Marine Cía. Ltda. 2016 – 2019', 54, 100),
        item('• Surveyed the harbour moorings.', 66, 114),
        item('Survey Assistant. Department of Coasts. Ministry of Lands. 2014 – 2016', 54, 136),
        item('• Logged the tide gauges.', 66, 150),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.title, r.item.company])).toEqual([
      ['Field Engineer', 'Tidewater Marine Cía. Ltda.'],
      ['Survey Assistant', 'Department of Coasts. Ministry of Lands.'],
    ]);
  });
});
