import { describe, expect, it } from 'vitest';
import { layoutPages } from './layout.js';
import { buildSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

function texts(items: TextItem[]): string[][] {
  return layoutPages(buildSegments(items)).map((r) => r.lines.map((l) => l.text));
}

describe('columns and reading order', () => {
  it('leaves dates that are lines of a sidebar’s own entries in the sidebar', () => {
    const body = [
      'Profil',
      'Erfahrener Koch mit',
      'Leidenschaft für',
      'regionale Küche',
      'und Teamführung',
      'im Restaurant',
    ].map((t, i) => item(t, 40, 100 + i * 14));
    const side = [
      'Ausbildung',
      'Kochschule Kiel',
      '2015 – 2018',
      'Abschluss: Koch',
      'Realschule Kiel',
      '2011 – 2015',
      'Sprachen',
      'Deutsch',
      'Englisch',
    ].map((t, i) => item(t, 300, 96 + i * 11));
    const regions = texts([...body, ...side]);
    expect(regions.find((r) => r.includes('Ausbildung'))).toEqual(side.map((i) => i.text));
  });

  it('gives a date column between the body and a sidebar back to the entries it sits level with', () => {
    const body = [
      ['Berufserfahrung', 100],
      ['Nordhafen Logistik GmbH, Kiel', 120],
      ['Lagerhelfer', 132],
      ['Bäckerei Sonnenkorn, Kiel', 156],
      ['Verkäufer', 168],
      ['Stadtwerke Kiel', 192],
      ['Praktikum als Elektroniker', 204],
    ].map(([t, y]) => item(String(t), 40, Number(y)));
    const dates = [
      ['03/2022 – 08/2023', 120],
      ['09/2020 – 02/2022', 156],
      ['04/2019 – 05/2019', 192],
    ].map(([t, y]) => item(String(t), 250, Number(y)));
    const sidebar = [
      'Info',
      'Geburtsort: Kiel',
      'Sprachen',
      'Deutsch',
      'Englisch',
      'Polnisch',
      'PC',
      'Excel',
    ].map((t, i) => item(t, 380, 100 + i * 14));
    const regions = texts([...body, ...dates, ...sidebar]);
    expect(regions.find((r) => r.includes('Lagerhelfer'))).toEqual([
      'Berufserfahrung',
      'Nordhafen Logistik GmbH, Kiel   03/2022 – 08/2023',
      'Lagerhelfer',
      'Bäckerei Sonnenkorn, Kiel   09/2020 – 02/2022',
      'Verkäufer',
      'Stadtwerke Kiel   04/2019 – 05/2019',
      'Praktikum als Elektroniker',
    ]);
  });

  it('gives periods set flush right against a sidebar back to the entries they sit level with', () => {
    const body = [
      ['Praxe', 100],
      ['Hlavní účetní', 120],
      ['Morava Stroje a.s., Brno', 132],
      ['Účetní', 156],
      ['Pekárna Klas s.r.o., Olomouc', 168],
      ['Asistentka', 192],
      ['Magistrát Jihlavy', 204],
    ].map(([t, y]) => item(String(t), 40, Number(y)));
    // Flush right at x = 360 (item() is 5 pt a character): the shorter periods start further in.
    const dates = [
      ['04/2019 – současnost', 120],
      ['09/2015 – 03/2019', 156],
      ['01/2015 – 08/2015', 192],
    ].map(([t, y]) => item(String(t), 360 - String(t).length * 5, Number(y)));
    const sidebar = ['Kontakt', 'tereza@example.cz', 'Dovednosti', 'Pohoda', 'Excel', 'Mzdy', 'DPH'].map(
      (t, i) => item(t, 400, 100 + i * 14),
    );
    const regions = texts([...body, ...dates, ...sidebar]);
    expect(regions.find((r) => r.includes('Magistrát Jihlavy'))).toEqual([
      'Praxe',
      'Hlavní účetní   04/2019 – současnost',
      'Morava Stroje a.s., Brno',
      'Účetní   09/2015 – 03/2019',
      'Pekárna Klas s.r.o., Olomouc',
      'Asistentka   01/2015 – 08/2015',
      'Magistrát Jihlavy',
    ]);
  });

  it('reads a table’s period column as rows though no line of the next section crosses its gutter', () => {
    const rows = [
      ['Mar 2021 – Present', 'Senior Data Analyst', 'Northwind Freight, Leeds', 165],
      ['Jun 2018 – Feb 2021', 'Data Analyst', 'Brightwater Mutual, Bolton', 219],
      ['Jul 2017 – Sep 2017', 'Research Intern', 'Lakeside College, York', 273],
    ] as const;
    const items = [
      item('Summary line that runs across the whole page from one margin to the other', 51, 123),
      item('WORK EXPERIENCE', 51, 145, { size: 12 }),
      ...rows.flatMap(([period, role, org, y]) => [
        item(period, 52, y),
        item(role, 161, y),
        item(org, 161, y + 11),
        item('Built the weekly forecast', 172, y + 24),
      ]),
      item('EDUCATION', 51, 326, { size: 12 }),
      item('MSc Statistics', 51, 345),
      item('2017 – 2018', 480, 345),
      item('Leeds University', 51, 356),
      item('BSc Mathematics', 51, 367),
      item('2014 – 2017', 480, 367),
      item('Lakeside College', 51, 378),
    ];

    expect(texts(items)[0]).toContain('Jun 2018 – Feb 2021   Data Analyst');
  });

  it('reads a sidebar before the main column instead of across them', () => {
    const sidebar = ['Jane Doe', 'jane@x.org', 'Skills', 'Python', 'SQL', 'Docker'].map((t, i) =>
      item(t, 20, 100 + i * 20),
    );
    const main = [
      'Experience',
      'Acme Corp',
      'Engineer',
      'Built things that matter',
      'Beta Ltd',
      'Analyst',
    ].map((t, i) => item(t, 220, 95 + i * 21));
    const regions = texts([...sidebar, ...main]);
    expect(regions).toEqual([
      ['Jane Doe', 'jane@x.org', 'Skills', 'Python', 'SQL', 'Docker'],
      ['Experience', 'Acme Corp', 'Engineer', 'Built things that matter', 'Beta Ltd', 'Analyst'],
    ]);
  });

  it('reads a short contact box beside the body as a column of its own (five lines under a heading)', () => {
    const box = ['Contatti', 'Milano', '+39 02 2399 4455', 'matteo@polimi.it', 'LinkedIn'].map((t, i) =>
      item(t, 20, 90 + i * 12),
    );
    const main = [
      ['Matteo Rinaldi', 60, 22],
      ['Ingegnere Biomedico', 85, 12],
      ['Esperienze lavorative', 100, 12],
      ['Medtronic Italia', 114, 10],
      ['Ingegnere R&D', 127, 10],
      ['ottobre 2020 – presente', 140, 10],
      ['Politecnico di Milano', 167, 10],
      ['Assegnista di ricerca', 180, 10],
      ['marzo 2018 – settembre 2020', 193, 10],
      ['Formazione', 247, 12],
      ['Politecnico di Milano', 261, 10],
      ['Laurea Magistrale in Ingegneria Biomedica', 274, 10],
      ['MATLAB, Python, ANSYS Fluent', 315, 10],
      ['Lingue', 350, 12],
      ['Inglese, Tedesco', 364, 10],
    ].map(([t, y, size]) => item(String(t), 200, Number(y), { size: Number(size) }));
    const regions = texts([...box, ...main]);
    expect(regions[0]).toEqual(['Contatti', 'Milano', '+39 02 2399 4455', 'matteo@polimi.it', 'LinkedIn']);
  });

  it('keeps dates printed on the right with the rows they belong to', () => {
    const items = [0, 1, 2, 3].flatMap((i) => [
      item(`Company ${i} with a long description line`, 60, 100 + i * 40),
      item(`${2020 - i} – ${2021 - i}`, 480, 100 + i * 40),
      item(
        '• a bullet that runs almost across the whole width of the page, past the gutter',
        70,
        114 + i * 40,
      ),
    ]);
    expect(texts(items)).toHaveLength(1);
  });

  it('keeps side labels (one per block, content beside them) with their content', () => {
    const items = ['Profile', 'Skills', 'Projects', 'Education'].flatMap((label, i) => [
      item(label, 40, 100 + i * 60),
      item(`first line about ${label}`, 200, 100 + i * 60),
      item(`second line about ${label}`, 200, 114 + i * 60),
      item(`third line about ${label}`, 200, 128 + i * 60),
    ]);
    expect(texts(items)).toHaveLength(1);
  });

  it('splits columns whose lines happen to share baselines (same leading on both sides)', () => {
    const main = Array.from({ length: 8 }, (_, i) =>
      item(`Main column sentence number ${i} goes on`, 40, 100 + i * 12),
    );
    const side = ['Revit', 'AutoCAD', 'SketchUp', 'Lumion'].map((t, i) => item(t, 400, 100 + i * 12));
    expect(texts([...main, ...side])).toHaveLength(2);
  });

  it('reads a tabular Lebenslauf row by row: its date and label column is not a sidebar', () => {
    const rows: [string | null, string[]][] = [
      ['Anschrift', ['Gartenstraße 18, 70180 Stuttgart']],
      ['Telefon', ['+49 171 2345 907']],
      ['E-Mail', ['julia.hoffmann@example.de']],
      ['XING', ['xing.com/profile/Julia_Hoffmann']],
      ['Geburtsdatum', ['07.09.1990 in Ludwigsburg']],
      ['Familienstand', ['verheiratet']],
      ['Staatsangehörigkeit', ['deutsch']],
      ['seit 04/2020', ['SAP-Beraterin SD/MM', 'Schwabentech Consulting GmbH', '– Beratung bei S/4HANA']],
      ['01/2015 – 03/2020', ['SAP-Anwendungsbetreuerin', 'Kessler Maschinenbau AG', '– Key-User SD/MM']],
      ['10/2012 – 12/2014', ['Werkstudentin IT-Service', 'Neckartal Druck GmbH']],
      ['03/2012 – 08/2012', ['Praxissemester im Einkauf', 'Kessler Maschinenbau AG']],
    ];
    const items = [];
    let y = 100;
    for (const [label, lines] of rows) {
      if (label) items.push(item(label, 60, y));
      for (const line of lines) {
        items.push(item(line, 180, y));
        y += 13;
      }
      if (lines.length > 1) y += 6;
    }
    const regions = texts(items);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toContain('seit 04/2020   SAP-Beraterin SD/MM');
  });

  it('reads a label column of a few data labels and many one-line periods as one table', () => {
    // Headings and labels share the left column; one line per period (nothing wraps under a date).
    const rows: [string, string | null][] = [
      ['Persönliche Daten', null],
      ['Telefon', '+41 79 555 01 23'],
      ['E-Mail', 'lea.muster@example.ch'],
      ['Adresse', 'Birkenweg 4, 3000 Bern'],
      ['Ausbildung', null],
      ['2016 – 2019', 'Kaufmännische Lehre, Alpenbank Thun'],
      ['2013 – 2016', 'Sekundarschule Spiez'],
      ['2007 – 2013', 'Primarschule Spiez'],
      ['Sprachen', null],
      ['Deutsch', 'Muttersprache'],
      ['Englisch', 'B2'],
    ];
    const items = rows.flatMap(([label, value], i) => {
      const y = 100 + 18 * i;
      if (value === null) return [item(label, 60, y, { size: 12, bold: true })];
      return [item(label, 60, y), item(value, 200, y)];
    });
    const regions = texts(items);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toContain('2016 – 2019   Kaufmännische Lehre, Alpenbank Thun');
  });

  it('reads a right-aligned sidebar with the contact details as a column of its own (Friggeri)', () => {
    // item() is 5 pt a character at size 10: each sidebar line ends at x = 150.
    const side = [
      'contact',
      '(416) 555-0193',
      'maya@example.com',
      'maya.example.org',
      'languages',
      'English',
      'French',
    ];
    const sidebar = side.map((t, i) => item(t, 150 - t.length * 5, 120 + i * 13));
    const body = [
      ['Experience', 242],
      ['Senior Product Designer', 242],
      ['Maplestone Financial', 242],
      ['– Lead designer for the mobile app', 242],
      ['Product Designer', 242],
      ['Northwind Health Canada', 242],
      ['– Designed a bilingual patient portal', 242],
    ] as const;
    const main = body.map(([t, x], i) => item(t, x, 120 + i * 13));
    const regions = texts([...sidebar, ...main]);
    expect(regions[0]).toEqual(side);
  });

  it('reads section names in the left margin where they stand, beside their blocks', () => {
    const labels = [
      ['Work', 100],
      ['Teaching', 178],
      ['Studies abroad', 256],
    ] as const;
    const blocks = labels.flatMap(([, top], b) =>
      ['Staff nurse', 'Riverside Clinic', '– Night shifts on the ward', '– Trained new staff'].map((t, i) =>
        item(`${t} ${b + 1}`, 150, top + 10 + i * 13),
      ),
    );
    const regions = texts([...labels.map(([t, y]) => item(t, 40, y)), ...blocks]);
    expect(regions).toHaveLength(1);
    expect(regions[0]?.slice(0, 3)).toEqual(['Work', 'Staff nurse 1', 'Riverside Clinic 1']);
  });

  it('reads a margin of section names and periods beside the entries, however their lines start', () => {
    // Section names level with their blocks, each entry's period under its name or beside the
    // entry's last line, the body's lines starting a fraction of a point apart (as a design tool
    // places them).
    const margin = [
      item('Contact', 40, 60, { size: 12 }),
      item('Experience', 40, 100, { size: 12 }),
      item('2019 – Present', 40, 125, { size: 8 }),
      item('2015 – 2019', 40, 180, { size: 8 }),
      item('Education', 40, 260, { size: 12 }),
      item('2011 – 2015', 40, 285, { size: 8 }),
      item('Skills', 40, 320, { size: 12 }),
      item('Languages', 40, 380, { size: 12 }),
    ];
    const lines = [
      [60, 'tomas@example.se'],
      [100, 'Planner at Harbour Freight Lines'],
      [115, 'Planned the routes of the fleet.'],
      [130, 'Cut late deliveries by a third.'],
      [160, 'Dispatcher at Tamsin Logistics'],
      [175, 'Ran the night shift of the depot.'],
      [190, 'Trained six new dispatchers.'],
      [260, 'Northfield College'],
      [275, 'BSc Logistics'],
      [320, 'Route planning, fleet software'],
      [380, 'Swedish, English'],
    ] as const;
    const body = lines.map(([y, t], i) => item(t, i % 2 ? 150.3 : 151, y));
    const regions = texts([...margin, ...body]);
    expect(regions).toHaveLength(1);
    expect(regions[0]?.slice(1, 3)).toEqual([
      'Experience   Planner at Harbour Freight Lines',
      'Planned the routes of the fleet.',
    ]);
  });

  it('keeps a key/value table whose labels end with a colon in any language as one table', () => {
    const rows = [
      ['Woonplaats:', 'Steenwijk'],
      ['Geboren op:', '1 mei 1990'],
      ['Rijbewijs categorie:', 'B'],
      ['Hobby en sport:', 'Hardlopen, lezen en koken'],
    ];
    const items = rows.flatMap(([label = '', value = ''], i) => [
      item(label, 40, 100 + 14 * i),
      item(value, 300, 100 + 14 * i),
    ]);
    const regions = texts(items);
    expect(regions).toHaveLength(1);
    expect(regions[0]?.[0]).toBe('Woonplaats:   Steenwijk');
  });

  it('reads a sidebar list whose items open with a year as a column, not as a strip of dates', () => {
    const side = [
      'Courses',
      '2019 - First aid course',
      '2019 - Food safety',
      '2019 - Team leadership',
      '2020 - Wine tasting basics',
      '2020 - Barista course',
      '2021 - Labour law',
    ];
    const sidebar = side.map((t, i) => item(t, 20, 100 + i * 20));
    const main = [
      'Profile',
      'I am a hospitality worker who enjoys busy evenings',
      'and a team that keeps its promises to the guests.',
      'Education',
      'Multimedia design, Northbay Academy',
      'Hotel school, Harbour College',
      'Upper secondary school, Lakeside',
    ].map((t, i) => item(t, 230, 95 + i * 21));
    const regions = texts([...sidebar, ...main]);
    expect(regions).toHaveLength(2);
    expect(regions[0]).toEqual(side);
  });

  it('keeps a period wrapped over a narrow cell (a month alone on a line) beside its entry', () => {
    const entries = [0, 1, 2].flatMap((b) => {
      const y = 100 + b * 70;
      return [
        item('De septembre', 40, y),
        item(`${2015 + b} à juin ${2016 + b}`, 40, y + 14),
        item('Meknès', 40, y + 28),
        item(`Licence option ${b} in software engineering`, 125, y),
        item('University of the North, Meknès', 125, y + 14),
        item('Projects done during the year', 125, y + 28),
        item('– a mobile application for a practice', 125, y + 42),
      ];
    });
    const regions = texts(entries);
    expect(regions).toHaveLength(1);
    expect(regions[0]?.[0]).toBe('De septembre   Licence option 0 in software engineering');
  });

  it('finds the gutter beside a column whose heading stands a few points out left of its body', () => {
    // The sidebar's first line shares a row with the main column's heading, set 5 pt further left.
    const sidebar = [
      'Anna',
      'Maria Costa',
      'Backend developer',
      'About me',
      'I like clean code',
      'and tests',
    ];
    const side = sidebar.map((t, i) => item(t, 26, 40 + i * 16));
    const main = [
      ['Work experience', 250],
      ['Backend developer', 255],
      ['Harbour Software', 255],
      ['– Built the booking service', 255],
      ['Full-stack developer', 255],
      ['Northwind Engineering', 255],
    ] as const;
    const body = main.map(([t, x], i) => item(t, x, 40 + i * 16));
    const regions = texts([...side, ...body]);
    expect(regions).toHaveLength(2);
    expect(regions[1]?.[0]).toBe('Work experience');
  });

  it('parts two columns that centre every line (no shared edge, only the white stripe between)', () => {
    // item() is 5 pt a character at size 10: each line is centred on its column's middle.
    const centred = (t: string, mid: number, y: number) => item(t, mid - t.length * 2.5, y);
    const side = ['Skills', 'Teamwork', 'Creativity', 'Web design and development', 'SQL and NoSQL', 'Git'];
    const main = [
      'Education',
      '2009 - 2015',
      'Pedagogical and Technological University',
      'Business administration',
      '2015 - 2016',
      'Specialisation in finance',
    ];
    const regions = texts([
      ...side.map((t, i) => centred(t, 140, 300 + i * 15)),
      ...main.map((t, i) => centred(t, 400, 300 + i * 15)),
    ]);
    expect(regions).toEqual([side, main]);
  });
});
