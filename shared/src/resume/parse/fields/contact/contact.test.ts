import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../../pipeline.js';
import { doc, item } from '../../testItems.js';

describe('contact: the header', () => {
  it('reads the headline under the name when a contact block on the right has a line in between', () => {
    const outcome = parseExtracted(
      doc([
        item('Via dei Mille 22, 80121 Napoli', 400, 44),
        item('Giulia Ferrante', 50, 48, { size: 20 }),
        item('+39 347 123 4567', 460, 57),
        item('giulia.ferrante@libero.it', 420, 70),
        item('Architetta', 50, 74, { size: 13 }),
        item('Esperienza professionale', 50, 120, { size: 12 }),
        item('Studio Vesuvio Architetti', 50, 138),
        item('05/2018 - presente', 460, 138),
        item('Architetta progettista', 50, 151),
      ]),
    );
    expect(outcome.resume.personalInfo).toMatchObject({
      name: 'Giulia Ferrante',
      title: 'Architetta',
      email: 'giulia.ferrante@libero.it',
      phone: '+39 347 123 4567',
    });
  });

  it('reads an email the layout broke with spaces around the "@" or before the last dot', () => {
    const outcome = parseExtracted(
      doc([
        item('Tomas Lindqvist', 50, 48, { size: 20 }),
        item('tomas.lindqvist', 50, 70),
        item('@', 128, 70),
        item('fastmail.se', 140, 70),
        item('Göteborg', 400, 70),
        item('Erfarenhet', 50, 120, { size: 12 }),
        item('Lagerchef, Nordhamn Logistik AB', 50, 138),
        item('2018 – 2022', 460, 138),
      ]),
    );
    expect(outcome.resume.personalInfo.email).toBe('tomas.lindqvist@fastmail.se');
    expect(outcome.resume.personalInfo.location).toBe('Göteborg');
  });

  it('takes a paragraph of Chinese prose under the name for the summary, counting its characters', () => {
    const outcome = parseExtracted(
      doc([
        item('王小明', 50, 48, { size: 20 }),
        item('wang@example.cn', 50, 70),
        item('本人毕业于计算机专业，熟悉前端开发与用户体验设计，', 50, 100),
        item('有丰富的团队合作经验，善于沟通，学习能力强。', 50, 114),
        item('工作经历', 50, 150, { size: 14 }),
        item('前端工程师', 50, 170),
        item('2019 - 2022', 400, 170),
        item('某某科技有限公司', 50, 184),
      ]),
    );
    expect(outcome.resume.summary.content).toContain('本人毕业于计算机专业');
  });

  it('drops a field label in any of our languages and finishes an address that wraps', () => {
    const outcome = parseExtracted(
      doc([
        item('María Belén Sosa', 40, 48, { size: 20 }),
        item('Correo: mbelensosa@example.com', 40, 80),
        item('Tel.: +54 9 351 234-5678', 40, 93),
        item('Dirección: Córdoba,', 40, 106),
        item('Argentina', 40, 119),
        item('Experiencia', 40, 150, { size: 13 }),
        item('Colegio Manuel Belgrano', 40, 168),
        item('2015 – 2019', 460, 168),
        item('Profesora de Matemática', 40, 181),
      ]),
    );
    expect(outcome.resume.personalInfo).toMatchObject({
      email: 'mbelensosa@example.com',
      phone: '+54 9 351 234-5678',
      location: 'Córdoba, Argentina',
    });
  });

  it('reads a stacked postal address whole, and a name and headline set on one line', () => {
    const outcome = parseExtracted(
      doc([
        item('Camille Roussel | Cheffe de projet', 40, 48, { size: 20 }),
        item('27 rue des Tanneurs', 40, 80),
        item('69007 Lyon', 40, 93),
        item('France', 40, 106),
        item('camille.roussel@example.fr', 40, 119),
        item('Expérience', 40, 150, { size: 13 }),
        item('Maison Verdier', 40, 168),
        item('2020 – 2024', 460, 168),
        item('Cheffe de projet', 40, 181),
      ]),
    );
    expect(outcome.resume.personalInfo).toMatchObject({
      name: 'Camille Roussel',
      title: 'Cheffe de projet',
      location: '27 rue des Tanneurs, 69007 Lyon, France',
    });
  });

  it('reads a letter-spaced name set on two lines', () => {
    const outcome = parseExtracted(
      doc([
        item('G I U L I A', 227, 60, { size: 26 }),
        item('M A R C H E T T I', 227, 90, { size: 26 }),
        item('giulia.marchetti@example.it', 227, 120),
        item('Esperienza', 227, 160, { size: 13 }),
        item('Vela Mobility S.p.A.', 227, 178),
        item('2021 – presente', 460, 178),
        item('Senior UX/UI Designer', 227, 191),
      ]),
    );
    expect(outcome.resume.personalInfo.name).toBe('Giulia Marchetti');
    expect(outcome.unplaced.map((u) => u.text)).not.toContain('G I U L I A');
  });

  it('takes a website behind an icon in the header, but not a link laid over the name', () => {
    const outcome = parseExtracted(
      doc(
        [
          item('Noor Haddad', 40, 48, { size: 22 }),
          item('hello@noorhaddad.example • Toronto, ON', 40, 80),
          item('Experience', 40, 120, { size: 13 }),
          item('Maplebridge Transit', 40, 138),
          item('2021 – Present', 460, 138),
          item('Product Designer', 40, 151),
        ],
        [
          { page: 1, box: [40, 30, 120, 22], url: 'https://noorhaddad.example/about' },
          { page: 1, box: [260, 70, 12, 12], url: 'https://noorhaddad.example/' },
        ],
      ),
    );
    expect(outcome.resume.personalInfo.links.map((l) => l.url)).toEqual(['https://noorhaddad.example/']);
  });

  it('reads a place with a six-digit postcode and dashes between its parts', () => {
    const outcome = parseExtracted(
      doc([
        item('Ananya Iyer', 150, 48, { size: 22 }),
        item('Indiranagar – Bengaluru 560038 – India', 200, 70),
        item('ananya.iyer@example.in • +91-98450-31267', 150, 84),
        item('Experience', 40, 120, { size: 13 }),
        item('Flipkart', 40, 138),
        item('2021 – Present', 460, 138),
        item('Data Analyst', 40, 151),
      ]),
    );
    expect(outcome.resume.personalInfo.location).toBe('Indiranagar – Bengaluru 560038 – India');
  });

  it('reads the name and address from a personal-data table under a "Curriculum Vitae" title', () => {
    const rows = [
      ['Naam', 'Sanne van der Linden'],
      ['Adres', 'Zonnebloemstraat 27'],
      ['Woonplaats', '3532 GK Utrecht'],
      ['Telefoon', '06 - 4187 2290'],
      ['E-mail', 'sanne@example.nl'],
    ];
    const outcome = parseExtracted(
      doc([
        item('Curriculum Vitae', 214, 48, { size: 20 }),
        item('Personalia', 67, 80, { size: 13 }),
        ...rows.flatMap(([label = '', value = ''], i) => [
          item(label, 67, 98 + i * 14),
          item(`: ${value}`, 169, 98 + i * 14),
        ]),
        item('Werkervaring', 67, 190, { size: 13 }),
        item('2019 – heden', 67, 208),
        item('Teamleider klantenservice', 169, 208),
        item('Bol Kader B.V., Utrecht', 169, 221),
      ]),
    );
    expect(outcome.resume.personalInfo).toMatchObject({
      name: 'Sanne van der Linden',
      title: '',
      email: 'sanne@example.nl',
      location: 'Zonnebloemstraat 27, 3532 GK Utrecht',
    });
  });

  it('takes a headline set in the heading style right under the name, and never "Curriculum Vitae"', () => {
    const outcome = parseExtracted(
      doc([
        item('Curriculum Vitae', 40, 30, { size: 13, bold: true }),
        item('Maya Desrosiers', 40, 60, { size: 24 }),
        item('Senior Product Designer', 40, 86, { size: 13, bold: true }),
        item('Experience', 40, 130, { size: 13, bold: true }),
        item('Maplestone Financial', 40, 148),
        item('2021 – present', 460, 148),
        item('Senior Product Designer', 40, 161),
        item('Education', 40, 190, { size: 13, bold: true }),
        item('OCAD University', 40, 208),
        item('2012 – 2016', 460, 208),
      ]),
    );
    expect(outcome.resume.personalInfo).toMatchObject({
      name: 'Maya Desrosiers',
      title: 'Senior Product Designer',
    });
  });
});
