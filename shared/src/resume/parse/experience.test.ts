import { describe, expect, it } from 'vitest';
import { splitEntries } from './entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from './testItems.js';

describe('experience entries → roles', () => {
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
