import { describe, expect, it } from 'vitest';
import { splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

/** The jobs a section of these items reads as. */
function jobs(items: TextItem[]) {
  return extractRoles(splitEntries(linesFromSegments(buildSegments(items), 0))).roles.map((r) => r.item);
}

function roles(items: TextItem[]) {
  return jobs(items).map((j) => [j.title, j.company]);
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

  it('reads no point as a role over the next entry’s period printed left of it', () => {
    expect(
      roles([
        item('03/2021 – heute', 60, 100, { size: 9 }),
        item('PROJEKTLEITERIN', 60, 113, { bold: true }),
        item('Kestrel Werke GmbH · München', 60, 126),
        item('Einführung eines Lagersystems', 72, 139),
        item('10/2018 – 02/2021', 60, 160, { size: 9 }),
        item('WERKSTUDENTIN', 60, 173, { bold: true }),
        item('Orlen Daten AG · Augsburg', 60, 186),
        item('Pflege der Schnittstellen', 72, 199),
        item('04/2018 – 09/2018', 60, 220, { size: 9 }),
        item('PRAKTIKANTIN', 60, 233, { bold: true }),
        item('Stadtwerke Weserhafen · Bremen', 60, 246),
        item('Auswertung von Verbrauchsdaten', 72, 259),
      ]),
    ).toEqual([
      ['PROJEKTLEITERIN', 'Kestrel Werke GmbH'],
      ['WERKSTUDENTIN', 'Orlen Daten AG'],
      ['PRAKTIKANTIN', 'Stadtwerke Weserhafen'],
    ]);
  });

  it('reads a role printed in brackets after the organisation, and keeps a qualifying bracket', () => {
    expect(
      roles([
        item('Harrow & Finch (Senior Data Analyst)', 60, 100, { bold: true }),
        item('2021 – 2024', 470, 100),
        item('• Built the weekly sales forecast.', 70, 114),
        item('Quillon Works (Support Engineer)', 60, 134, { bold: true }),
        item('2019 – 2021', 470, 134),
        item('• Answered 40 tickets a day.', 70, 148),
      ]),
    ).toEqual([
      ['Senior Data Analyst', 'Harrow & Finch'],
      ['Support Engineer', 'Quillon Works'],
    ]);
    expect(
      roles([
        item('Field Technician (Contract) — Ostrava Grid', 60, 100, { bold: true }),
        item('2017 – 2019', 470, 100),
      ]),
    ).toEqual([['Field Technician (Contract)', 'Ostrava Grid']]);
  });

  it('takes the role from the plain line under a head that named only the organisation', () => {
    expect(
      roles([
        item('Groupe Vallon', 160, 100, { bold: true }),
        item('mars 2021 – 2023', 40, 100),
        item('Chargée de communication', 160, 113),
        item('• Refonte du site avec quatre personnes.', 172, 126),
        item('Banque Rivière', 160, 146, { bold: true }),
        item('2018 – 2021', 40, 146),
        item('Assistante marketing', 160, 159),
      ]),
    ).toEqual([
      ['Chargée de communication', 'Groupe Vallon'],
      ['Assistante marketing', 'Banque Rivière'],
    ]);
  });

  it('keeps points set like heads without dates, whole sentences, with the role above', () => {
    const found = extractRoles(
      splitEntries(
        linesFromSegments(
          buildSegments([
            item('Night Manager, Harbour Inn', 60, 100, { bold: true }),
            item('2015 – 2019', 470, 100),
            item('Ran the front desk.', 60, 114),
            item('Closed the books.', 60, 140),
            item('Trained new staff.', 60, 153),
          ]),
          0,
        ),
      ),
    ).roles;
    expect(found.map((r) => [r.item.title, r.item.company])).toEqual([['Night Manager', 'Harbour Inn']]);
    expect(found[0]?.item.bullets).toEqual(
      expect.arrayContaining(['Closed the books.', 'Trained new staff.']),
    );
  });

  it('reads an employer printed with its country (on its own or after the role) as the employer, and a town with its country as the place', () => {
    const found = jobs([
      item('Field Technician', 60, 100, { bold: true }),
      item('2019 – 2022', 470, 100),
      item('Korvanta, Norway', 60, 114),
      item('• Serviced the pumps.', 64, 128),
      item('Brelmor, Chile', 60, 150, { bold: true }),
      item('2016 – 2019', 470, 150),
      item('Site Assistant', 60, 164),
      item('• Kept the logs.', 64, 178),
      item('Warehouse Clerk', 60, 200, { bold: true }),
      item('2014 – 2016', 470, 200),
      item('Berlin, Germany', 60, 214),
      item('• Counted stock.', 64, 228),
      item('Delivery Driver, Tavrello, Portugal', 60, 250, { bold: true }),
      item('2012 – 2014', 470, 250),
      item('• Planned the routes.', 64, 264),
    ]);
    expect(found.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Field Technician', 'Korvanta', 'Norway'],
      ['Site Assistant', 'Brelmor', 'Chile'],
      ['Warehouse Clerk', '', 'Berlin, Germany'],
      ['Delivery Driver', 'Tavrello', 'Portugal'],
    ]);
  });

  it('never takes a remark wholly in brackets for the employer', () => {
    expect(
      roles([
        item('Student Teacher', 60, 100, { bold: true }),
        item('(Teaching Practice)', 170, 100),
        item('2019 – 2020', 470, 100),
        item('Hollins Primary', 60, 114),
        item('• Taught year four.', 64, 128),
        item('Brightwater Hall', 60, 150, { bold: true }),
        item('2020 – 2023', 470, 150),
        item('Class Teacher', 60, 164),
        item('(Cover via Agency)', 60, 178),
        item('• Led the reading scheme.', 64, 192),
      ]),
    ).toEqual([
      ['Student Teacher', 'Hollins Primary'],
      ['Class Teacher', 'Brightwater Hall'],
    ]);
  });

  it('keeps a team or department after the role’s comma with the role, the employer named apart', () => {
    expect(
      roles([
        item('Content Editor, Digital Services Team | Lakeview Transit Authority', 60, 100, { bold: true }),
        item('2019 – 2022', 470, 100),
        item('• Rewrote the timetable pages.', 64, 114),
        item('Analyst, Pricing Department | Harwick Foods Ltd', 60, 136, { bold: true }),
        item('2016 – 2019', 470, 136),
        item('• Modelled the price of the own-brand range.', 64, 150),
      ]),
    ).toEqual([
      ['Content Editor, Digital Services Team', 'Lakeview Transit Authority'],
      ['Analyst, Pricing Department', 'Harwick Foods Ltd'],
    ]);
  });

  it('takes the employer from the column where the section prints its employers', () => {
    const job = (role: string, org: string, dates: string, y: number) => [
      item(role, 60, y, { bold: true }),
      item(org, 400, y),
      item(dates, 470, y + 13),
      item('• Ran the monthly tender reviews.', 64, y + 27),
    ];
    expect(
      roles([
        ...job('Senior Buyer, Category Management', 'Harwick Grid Ltd, Leeds', '2021 – 2023', 100),
        ...job('Buyer - Field Services', 'Lakeview Power plc, Leeds', '2019 – 2021', 150),
        ...job('Procurement Analyst', 'Lakeview Power plc, Leeds', '2017 – 2019', 200),
        ...job('Contract Clerk', 'Tamsin Energy Ltd, Leeds', '2015 – 2017', 250),
      ]),
    ).toEqual([
      ['Senior Buyer, Category Management', 'Harwick Grid Ltd'],
      ['Buyer - Field Services', 'Lakeview Power plc'],
      ['Procurement Analyst', 'Lakeview Power plc'],
      ['Contract Clerk', 'Tamsin Energy Ltd'],
    ]);
  });

  it('reads the role from the line where the section prints its roles, not a place under the dates', () => {
    // LinkedIn's shape: employer, role, period, place. The first role has no role word and its place
    // names a province, which reads as an organisation; the other entries show where each field sits.
    const job = (org: string, role: string, place: string, y: number) => [
      item(org, 60, y, { size: 12 }),
      item(role, 60, y + 15, { size: 12 }),
      item('marzo de 2017 - mayo de 2019 (2 años 3 meses)', 60, y + 29, { size: 11 }),
      item(place, 60, y + 42, { size: 11 }),
      item('Coordinación de la logística con los centros de distribución.', 60, y + 56, { size: 11 }),
    ];
    expect(
      roles([
        ...job('Pampa Norte', 'Planeamiento de Producción y Logística', 'Provincia de Salta, Argentina', 100),
        ...job('Harwick Foods S.A.', 'Analista de Compras', 'Rosario, Argentina', 180),
        ...job('Lakeview Pharma S.A.', 'Pasante de Calidad', 'Rosario, Argentina', 260),
        ...job('Tamsin Logística S.R.L.', 'Asistente de Depósito', 'Córdoba, Argentina', 340),
      ]),
    ).toEqual([
      ['Planeamiento de Producción y Logística', 'Pampa Norte'],
      ['Analista de Compras', 'Harwick Foods S.A.'],
      ['Pasante de Calidad', 'Lakeview Pharma S.A.'],
      ['Asistente de Depósito', 'Tamsin Logística S.R.L.'],
    ]);
  });

  it('reads a town under a period printed on its own line as the place, not the employer', () => {
    const [job] = jobs([
      item('Desarrollador de producto', 60, 100, { size: 12 }),
      item('abril de 2017 - agosto de 2017 (5 meses)', 60, 114, { size: 11 }),
      item('Villa Serena, Norte', 60, 127, { size: 11 }),
      item('Desarrollo de productos de limpieza.', 60, 141, { size: 11 }),
    ]);
    expect([job?.title, job?.company, job?.location]).toEqual([
      'Desarrollador de producto',
      '',
      'Villa Serena, Norte',
    ]);
  });

  it('gives the employer above only to a dated line short enough to be a title alone', () => {
    expect(
      roles([
        item('Northwind Analytics', 60, 100, { bold: true }),
        item('Data Engineer', 60, 113),
        item('2019 – 2021', 470, 113),
        item('Senior Data Engineer', 60, 127),
        item('2021 – 2023', 470, 127),
        item('Stage de terrain au centre de recherche des Hautes Landes de Villeneuve-sur-Lot', 60, 147),
        item('2017 – 2017', 470, 147),
      ]).map(([, company]) => company),
    ).toEqual(['Northwind Analytics', 'Northwind Analytics', '']);
  });

  it('reads labelled rows without the period printed at their right', () => {
    expect(
      roles([
        item('Poste : Analyste crédit', 60, 100),
        item('2019 – 2021', 480, 100),
        item('Entreprise : Banque du Nordet', 60, 113),
        item('• Revue des dossiers de prêt.', 64, 127),
      ]),
    ).toEqual([['Analyste crédit', 'Banque du Nordet']]);
  });

  it('reads an employer in brackets after the role, and an employer and role parted by a slash', () => {
    const job = (head: string, y: number) => [
      item(head, 60, y, { bold: true }),
      item('2019 – 2021', 480, y),
      item('• Reviewed loan files for small firms.', 64, y + 14),
    ];
    expect(roles(job('Credit Analyst (Eastmoor Bank)', 100))).toEqual([['Credit Analyst', 'Eastmoor Bank']]);
    expect(roles(job('Eastmoor Bank / Credit Analyst', 100))).toEqual([['Credit Analyst', 'Eastmoor Bank']]);
    // Two roles parted by a slash are one title; a bracket after "Role at Org" says what the employer is.
    expect(roles(job('Sales Assistant / Cashier', 100))[0]?.[0]).toBe('Sales Assistant / Cashier');
    expect(roles(job('Editor at Prodigi (Digital Agency)', 100))).toEqual([
      ['Editor', 'Prodigi (Digital Agency)'],
    ]);
  });

  it('parts a Japanese or Chinese head at its space when one side is the employer and one the role', () => {
    const job = (head: string) =>
      roles([
        item(head, 60, 100, { bold: true }),
        item('2019 – 2021', 480, 100),
        item('・受注管理システムの開発', 64, 114),
      ]);
    expect(job('株式会社ミナト商事 ソフトウェアエンジニア')).toEqual([
      ['ソフトウェアエンジニア', '株式会社ミナト商事'],
    ]);
    expect(job('软件工程师 北岸数据有限公司')).toEqual([['软件工程师', '北岸数据有限公司']]);
  });

  it('mends a word of the head hyphenated across the line and reads the role after it', () => {
    expect(
      roles([
        item('(04/2008 – 11/2011) Northfield Institute for Marine Physics (Har-', 60, 100),
        item('bour Station). Research Assistant.', 60, 113),
        item('• Ran the tide gauges of the station.', 70, 126),
        item('(01/2006 – 03/2008) Lakeview College of Sciences. Lab Technician.', 60, 146),
        item('• Kept the teaching labs running.', 70, 159),
      ]).map(([title, company]) => [title?.replace(/\.$/, ''), company]),
    ).toEqual([
      ['Research Assistant', 'Northfield Institute for Marine Physics (Harbour Station)'],
      ['Lab Technician', 'Lakeview College of Sciences'],
    ]);
  });

  it('reads a section that lists its jobs as dated bullets, and leaves dated points of a job its points', () => {
    expect(
      roles([
        item('• Sales Assistant, Harwick Foods, 2015 – 2016', 60, 100),
        item('• Shift Lead, Tamsin Stores, 2016 – 2018', 60, 113),
        item('• Night Porter, Lakeview Hotel, 2014 – 2015', 60, 126),
      ]),
    ).toEqual([
      ['Sales Assistant', 'Harwick Foods'],
      ['Shift Lead', 'Tamsin Stores'],
      ['Night Porter', 'Lakeview Hotel'],
    ]);
    const [manager, ...more] = jobs([
      item('Store Manager, Tamsin Stores', 60, 100, { bold: true }),
      item('2016 – 2022', 470, 100),
      item('• Opened the second shop, 2018 – 2019', 64, 113),
      item('• Team lead of the year, 2020 – 2021', 64, 126),
    ]);
    expect([manager?.title, manager?.company, manager?.bullets.length, more.length]).toEqual([
      'Store Manager',
      'Tamsin Stores',
      2,
      0,
    ]);
  });
});
