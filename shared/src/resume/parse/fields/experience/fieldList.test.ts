import { describe, expect, it } from 'vitest';
import { roleShapes } from './testRoles.js';
import { item } from '../../testItems.js';

const pairsOf = (items: Parameters<typeof roleShapes>[0]) => roleShapes(items).map(([c, t]) => [c, t]);

describe('"Role, Employer, Town." heads', () => {
  it('reads the employer from the list even without an organisation word, over the line below', () => {
    expect(
      pairsOf([
        item('Werkstudent, Nordlicht Messtechnik, Nordhaven.', 142, 100, { size: 11 }),
        item('03/2019 – 06/2019', 460, 100),
        item('Aufbau einer Datenbank für Messreihen der Versuchsanlage', 142, 113),
        item('Praktikum, Brandt & Sohn, Ostermoor.', 142, 132, { size: 11 }),
        item('04/2018 – 06/2018', 460, 132),
        item('Prüfstand für Pumpen und Auswertung der Messungen', 142, 145),
      ]),
    ).toEqual([
      ['Nordlicht Messtechnik', 'Werkstudent'],
      ['Brandt & Sohn', 'Praktikum'],
    ]);
  });

  it('reads a one-line head the same way', () => {
    expect(
      pairsOf([item('Werkstudent, Nordlicht Messtechnik, Nordhaven.   03/2019 – 06/2019', 142, 100)]),
    ).toEqual([['Nordlicht Messtechnik', 'Werkstudent']]);
  });
});
