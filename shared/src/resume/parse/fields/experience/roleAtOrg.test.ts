import { describe, expect, it } from 'vitest';
import { splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { splitAfterLegalForm, splitRoleAtOrg } from './roleAtOrg.js';
import { item } from '../../testItems.js';

describe('"Role at Organisation" on one line', () => {
  it('splits at the word for "at" in several languages', () => {
    expect(splitRoleAtOrg('Lagerarbejder ved Nordhavn Logistik')).toEqual({
      title: 'Lagerarbejder',
      company: 'Nordhavn Logistik',
    });
    expect(splitRoleAtOrg('Старший редактор у Northwind (агенція)')).toEqual({
      title: 'Старший редактор',
      company: 'Northwind (агенція)',
    });
    expect(splitRoleAtOrg('Guest lecture at the University of Lakeside')?.company).toBe(
      'University of Lakeside',
    );
  });

  it('splits at "für" before a school named in German, alone or as a compound', () => {
    expect(splitRoleAtOrg('Aushilfe für Schule Birkenau')).toEqual({
      title: 'Aushilfe',
      company: 'Schule Birkenau',
    });
    expect(splitRoleAtOrg('Praktikum für Musikschule Seetal')?.company).toBe('Musikschule Seetal');
  });

  it('leaves a role that only says what it was in ("Specialist in Marketing") whole', () => {
    expect(splitRoleAtOrg('Volunteer in Community Gardens')).toBeNull();
    // A lower-case word after it is a description, not a name.
    expect(splitRoleAtOrg('Stage au centre de loisirs Lakeside')).toBeNull();
  });

  it('gives a dated "Role ved Organisation" entry both fields', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Lagerarbejder ved Nordhavn Logistik', 60, 100),
        item('2019 – 2021', 470, 100),
        item('Pakning og forsendelse af ordrer til hele landet.', 60, 113),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.title, r.item.company])).toEqual([
      ['Lagerarbejder', 'Nordhavn Logistik'],
    ]);
  });
});

describe('an organisation closed by its legal form, then the role', () => {
  it('splits after the legal form when a role follows', () => {
    expect(splitAfterLegalForm('Andes Logística SAS analista de compras')).toEqual({
      company: 'Andes Logística SAS',
      title: 'analista de compras',
    });
    expect(splitAfterLegalForm('Northwind Traders Ltd. Senior Engineer')?.company).toBe(
      'Northwind Traders Ltd.',
    );
  });

  it('leaves a name that only ends with its legal form whole', () => {
    expect(splitAfterLegalForm('Fabrikam Bank Limited')).toBeNull();
    expect(splitAfterLegalForm('Contoso AG Zürich Branch')).toBeNull();
  });
});
