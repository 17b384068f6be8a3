import { describe, expect, it } from 'vitest';
import { layoutPages } from '../layout/layout.js';
import { buildSegments } from '../lines/lines.js';
import { parseExtracted } from '../pipeline.js';
import { buildSections } from './sections.js';
import { doc, item } from '../testItems.js';

describe('sections: lines → sections', () => {
  it('keeps a tagline set in the heading size, and the contact under it, in the header', () => {
    const outcome = parseExtracted(
      doc([
        item('Hannah Moore', 200, 50, { size: 17 }),
        item('Data Scientist', 230, 72, { size: 12 }),
        item('Boston, MA | +1 617 555 0143 | hannah@example.com', 150, 90),
        item('Experience', 50, 130, { size: 12 }),
        item('Senior Data Scientist', 50, 148),
        item('01/2022 – Present', 480, 148),
        item('Fenway Analytics', 50, 161),
        item('Education', 50, 200, { size: 12 }),
        item('MS in Data Science', 50, 218),
        item('2017 – 2019', 500, 218),
        item('Northeastern University', 50, 231),
      ]),
    );
    expect(outcome.resume.personalInfo).toMatchObject({
      name: 'Hannah Moore',
      title: 'Data Scientist',
      email: 'hannah@example.com',
      phone: '+1 617 555 0143',
      location: 'Boston, MA',
    });
    expect(outcome.resume.experience).toMatchObject([
      { title: 'Senior Data Scientist', company: 'Fenway Analytics' },
    ]);
  });

  it('keeps the first item of a list in its section when it looks like a heading of its own', () => {
    const outcome = parseExtracted(
      doc([
        item('Ana Ruiz', 50, 50, { size: 20 }),
        item('ana@example.com', 50, 70),
        item('EXPERIENCIA', 50, 110, { size: 9 }),
        item('Contable', 50, 124),
        item('ene 2019 – actualidad', 450, 124),
        item('Grupo Norte', 50, 137),
        item('HABILIDADES', 50, 170, { size: 9 }),
        item('SAP FI', 60, 184, { size: 9 }),
        item('CONTPAQi', 60, 197, { size: 9 }),
        item('Excel avanzado', 60, 210, { size: 9 }),
        item('IDIOMAS', 50, 240, { size: 9 }),
        item('Español', 50, 254),
      ]),
    );
    expect(outcome.resume.skills.flatMap((g) => g.items.map((i) => i.name))).toEqual([
      'SAP FI',
      'CONTPAQi',
      'Excel avanzado',
    ]);
  });

  it('reads a Europass layout: right-aligned side labels that wrap and sit lower than their cell', () => {
    // Labels end at x 170 (right-aligned, 5 pt per character); content starts at 177.
    const label = (text: string, y: number) => item(text, 170 - text.length * 5, y);
    const outcome = parseExtracted(
      doc([
        item('Marta Nowak', 200, 50, { size: 20 }),
        item('marta@example.pl', 200, 70),
        item('Od lat zajmuję się kadrami i płacami w firmach produkcyjnych.', 177, 100),
        label('O MNIE', 104),
        item('Fabryka Mebli Wawel', 177, 125),
        item('05.2020 – obecnie', 470, 125),
        label('DOŚWIADCZENIE', 129),
        label('ZAWODOWE', 139),
        item('Specjalistka ds. kadr', 177, 138),
        item('Biuro Rachunkowe Lex', 177, 160),
        item('03.2017 – 04.2020', 470, 160),
        item('Referentka kadrowa', 177, 173),
        item('Uniwersytet Ekonomiczny', 177, 200),
        item('10.2012 – 06.2017', 470, 200),
        label('WYKSZTAŁCENIE', 204),
        item('Magister, Zarządzanie', 177, 213),
      ]),
    );
    const r = outcome.resume;
    expect(r.summary.content).toContain('Od lat zajmuję się');
    expect(r.experience.map((e) => [e.company, e.title])).toEqual([
      ['Fabryka Mebli Wawel', 'Specjalistka ds. kadr'],
      ['Biuro Rachunkowe Lex', 'Referentka kadrowa'],
    ]);
    expect(r.education.map((e) => e.school)).toEqual(['Uniwersytet Ekonomiczny']);
  });

  it('drops a running footer with a page number from a one-page resume', () => {
    const outcome = parseExtracted(
      doc([
        item('Anna Nowak', 50, 50, { size: 20 }),
        item('anna@example.pl', 50, 70),
        item('Umiejętności', 50, 110, { size: 12 }),
        item('Selenium, Cypress, Jira', 50, 126),
        item('Anna Nowak · 1', 280, 770, { size: 8 }),
      ]),
    );
    expect(outcome.resume.skills.flatMap((g) => g.items.map((i) => i.name))).toEqual([
      'Selenium',
      'Cypress',
      'Jira',
    ]);
  });

  it('takes the mark that ends a Japanese list ("以上") for no field', () => {
    const outcome = parseExtracted(
      doc([
        item('見本 花子', 50, 50, { size: 20 }),
        item('hanako@example.jp', 50, 70),
        item('職歴', 50, 110, { size: 12 }),
        item('2019年4月~2021年3月', 50, 126),
        item('見本物流センターにて配送を担当', 62, 140),
        item('-以上-', 300, 170),
      ]),
    );
    expect(outcome.resume.experience.map((e) => [e.company, e.title])).toEqual([['見本物流センター', '']]);
    expect(outcome.unplaced.map((u) => u.text)).toEqual(['-以上-']);
  });

  it('names a side-label section by the whole wrapped label ("PROFESSIONAL" / "EXPERIENCE")', () => {
    const label = (text: string, y: number) => item(text, 170 - text.length * 5, y);
    const outcome = parseExtracted(
      doc([
        item('Tom Brennan', 200, 50, { size: 20 }),
        item('tom@example.ie', 200, 70),
        label('PROFILE', 100),
        item('Chartered engineer designing medical devices.', 177, 100),
        label('PROFESSIONAL', 125),
        label('EXPERIENCE', 138),
        item('Shannonside Medical Devices', 177, 125),
        item('10.2019 – Present', 470, 125),
        item('Senior Design Engineer', 177, 138),
        item('Atlantic Precision Tooling', 177, 160),
        item('07.2015 – 09.2019', 470, 160),
        item('Design Engineer', 177, 173),
        label('EDUCATION', 200),
        item('University College Cork', 177, 200),
        item('2011 – 2015', 480, 200),
      ]),
    );
    expect(outcome.resume.experience.map((e) => e.company)).toEqual([
      'Shannonside Medical Devices',
      'Atlantic Precision Tooling',
    ]);
  });

  it('keeps a document title in the header: neither a section nor the name', () => {
    const outcome = parseExtracted(
      doc([
        item('履歴書', 50, 40, { size: 14 }),
        item('山田 花子', 50, 70, { size: 14 }),
        item('hanako@example.jp', 50, 90),
        item('LEBENSLAUF', 50, 120, { size: 14, bold: true }),
        item('職歴', 50, 160, { size: 14, bold: true }),
        item('株式会社サンプル 営業', 50, 178),
        item('2019年4月 – 2023年3月', 400, 178),
        item('学歴', 50, 220, { size: 14, bold: true }),
        item('東京大学 経済学部', 50, 238),
        item('2015年4月 – 2019年3月', 400, 238),
      ]),
    );
    expect(outcome.resume.personalInfo.name).toBe('山田 花子');
    expect(outcome.unplaced.map((u) => u.text)).toContain('LEBENSLAUF');
    expect(outcome.resume.experience).toHaveLength(1);
  });

  it('continues a section whose column runs on to the next page without a heading', () => {
    const left = (text: string, y: number, page: number) => item(text, 40, y, { page });
    const right = (text: string, y: number, page: number) => item(text, 250, y, { page });
    const outcome = parseExtracted(
      doc([
        item('Lena Fischer', 250, 50, { size: 20 }),
        item('lena@example.com', 250, 70),
        item('SKILLS', 40, 110, { size: 13, bold: true }),
        ...['Python', 'SQL', 'Tableau', 'Excel', 'Power BI'].map((t, i) => left(t, 130 + i * 14, 1)),
        item('EXPERIENCE', 250, 110, { size: 13, bold: true }),
        right('Data Analyst', 130, 1),
        item('03/2021 – Present', 450, 130),
        right('Nordlicht Analytics', 143, 1),
        right('Built weekly sales dashboards', 156, 1),
        right('Cut report time by half', 169, 1),
        item('LANGUAGES', 40, 60, { size: 13, bold: true, page: 2 }),
        ...['German', 'English', 'French', 'Spanish'].map((t, i) => left(t, 80 + i * 14, 2)),
        right('Junior Analyst', 60, 2),
        item('01/2019 – 02/2021', 450, 60, { page: 2 }),
        right('Hafen Logistik GmbH', 73, 2),
        right('Cleaned shipment data', 86, 2),
        right('Wrote monthly reports', 99, 2),
      ]),
    );
    expect(outcome.resume.experience.map((e) => e.company)).toEqual([
      'Nordlicht Analytics',
      'Hafen Logistik GmbH',
    ]);
  });

  it('reads a section heading printed again atop the next page as that section, not a running header', () => {
    const heading = (page: number) => item('WORK EXPERIENCE', 40, 40, { size: 14, bold: true, page });
    const outcome = parseExtracted(
      doc([
        item('Signe Holm', 40, 60, { size: 20, page: 1 }),
        item('signe@example.dk', 40, 80, { page: 1 }),
        item('EDUCATION', 40, 120, { size: 14, bold: true, page: 1 }),
        item('Harbour College, Multimedia design', 40, 140, { page: 1 }),
        item('2021 – 2023', 40, 153, { page: 1 }),
        heading(2),
        item('Seaside Bistro, Waiter, Aarhus', 40, 70, { page: 2 }),
        item('2021 – 2022', 40, 83, { page: 2 }),
        item('– Trained new staff', 40, 96, { page: 2 }),
        heading(3),
        item('North Bakery, Baker, Odense', 40, 70, { page: 3 }),
        item('2019 – 2020', 40, 83, { page: 3 }),
      ]),
    );
    expect(outcome.resume.experience).toHaveLength(2);
  });

  it('keeps a list set in two sub-columns in its section when the columns are read apart', () => {
    const tools = ['AutoCAD', 'Revit', 'SketchUp', 'Rhino', 'Lumion'];
    const more = ['Grasshopper', 'Photoshop', 'InDesign', 'QGIS', 'Blender'];
    const outcome = parseExtracted(
      doc([
        item('Rui Costa', 40, 50, { size: 20 }),
        item('rui@example.pt', 40, 70),
        item('SKILLS', 40, 110, { size: 13, bold: true }),
        ...tools.map((t, i) => item(t, 40, 130 + i * 14)),
        ...more.map((t, i) => item(t, 200, 130 + i * 14)),
      ]),
    );
    expect(outcome.resume.skills.flatMap((g) => g.items.map((i) => i.name)).sort()).toEqual(
      [...tools, ...more].sort(),
    );
  });

  it('keeps the whole level printed under a language, not only its code', () => {
    const outcome = parseExtracted(
      doc([
        item('Olga Petrova', 40, 50, { size: 20 }),
        item('olga@example.com', 40, 70),
        item('Языки', 40, 110, { size: 13, bold: true }),
        item('Английский', 40, 130),
        item('B2 - Выше среднего', 40, 144),
        item('Навыки', 40, 180, { size: 13, bold: true }),
        item('Python, SQL', 40, 200),
      ]),
    );
    expect(outcome.resume.languages).toEqual([{ name: 'Английский', level: 'B2 - Выше среднего' }]);
  });

  it('splits a section whose heading names two sections at the sub-labels naming each', () => {
    const items = [
      item('Noor Haddad', 40, 50, { size: 20 }),
      item('EXPERIENCE', 40, 100, { size: 12 }),
      item('Auditor, Cedar & Pine LLP', 40, 118),
      ...['Led year-end audits', 'Reviewed tax filings', 'Trained new staff', 'Wrote audit memos'].map(
        (t, i) => item(t, 50, 132 + i * 12),
      ),
      item('SKILLS AND CERTIFICATIONS', 40, 200, { size: 12 }),
      item('Certifications', 40, 218),
      item('Certified Public Accountant', 50, 232),
      item('Skills', 40, 252),
      item('SAS, Stata, Python', 50, 266),
    ];
    const { sections } = buildSections(layoutPages(buildSegments(items)), 1);
    expect(sections.map((s) => [s.type, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Noor Haddad']],
      [
        'experience',
        [
          'Auditor, Cedar & Pine LLP',
          'Led year-end audits',
          'Reviewed tax filings',
          'Trained new staff',
          'Wrote audit memos',
        ],
      ],
      ['certifications', ['Certifications', 'Certified Public Accountant']],
      ['skills', ['SAS, Stata, Python']],
    ]);
  });

  it('reads a column after a headless column that stayed in the header on its own', () => {
    const outcome = parseExtracted(
      doc([
        item('Maya', 150, 50, { size: 22 }),
        item('Okafor', 150, 74, { size: 22 }),
        item('maya.okafor@example.com', 466, 45),
        item('(212) 555-0182', 517, 58),
        item('Experience', 34, 114),
        item('Pharmacy', 150, 116, { size: 12.6 }),
        item('Skills', 34, 147),
        ...['Triage', 'Wound care', 'Charting', 'Patient teaching'].map((t, i) => item(t, 159, 157 + i * 13)),
        ...['Teamwork', 'Infection control', 'Phlebotomy', 'IV therapy'].map((t, i) =>
          item(t, 369, 157 + i * 13),
        ),
        item('Education', 34, 235),
        item('Bachelor of Science in Nursing', 150, 249, { size: 12.6 }),
        item('Eastbrook University, Riverside College • Boston, Massachusetts', 150, 266),
        item('05/2012', 150, 278),
        item('Languages', 34, 392),
        item('English', 159, 402),
      ]),
    );
    expect(outcome.resume.education).toMatchObject([
      {
        school: 'Eastbrook University, Riverside College',
        degree: 'Bachelor of Science in Nursing',
        end: '2012-05',
      },
    ]);
  });
});
