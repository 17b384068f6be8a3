import { describe, expect, it } from 'vitest';
import { parseExtracted } from './pipeline.js';
import { doc, item } from './testItems.js';

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
});
