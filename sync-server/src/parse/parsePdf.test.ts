import { describe, expect, it } from 'vitest';
import { ParseError } from '@folio/shared/resume/parse/index.js';
import { parsePdf, parsePdfOutcome } from './parsePdf.js';
import {
  blankPdf,
  buildPdf,
  encryptedPdf,
  garbagePdf,
  heavyContentPdf,
  inflationBombPdf,
  imageOnlyPdf,
  manyPagesPdf,
  type TextRun,
} from './testPdfs.js';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof ParseError ? error.code : `not a ParseError: ${String(error)}`;
  }
}

/** Right-aligns short text at x=560 (Helvetica is about half an em wide per character). */
function right(y: number, text: string, size = 10): TextRun {
  return { x: 560 - text.length * size * 0.5, y, text, size };
}

describe('parsePdf refuses what is not a readable resume, quickly and specifically', () => {
  it('a scan without a text layer → pdf_no_text', async () => {
    expect(await codeOf(parsePdf(imageOnlyPdf()))).toBe('pdf_no_text');
  });

  it('a blank page → pdf_empty', async () => {
    expect(await codeOf(parsePdf(blankPdf()))).toBe('pdf_empty');
  });

  it('a password-protected file → pdf_encrypted', async () => {
    expect(await codeOf(parsePdf(encryptedPdf()))).toBe('pdf_encrypted');
  });

  it('garbage after the PDF header → pdf_corrupt', async () => {
    expect(await codeOf(parsePdf(garbagePdf()))).toBe('pdf_corrupt');
  });

  it('2,000 pages (one shared page object) → pdf_too_many_pages before any text is read', async () => {
    const started = performance.now();
    expect(await codeOf(parsePdf(manyPagesPdf(2000)))).toBe('pdf_too_many_pages');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('a parse that runs past its time limit stops with parse_timeout', async () => {
    const started = performance.now();
    expect(await codeOf(parsePdfOutcome(heavyContentPdf(400_000), { timeoutMs: 150 }))).toBe('parse_timeout');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a 1 MB file that inflates to 1 GB → pdf_too_complex, long before it is all in memory', async () => {
    const bomb = await inflationBombPdf(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    try {
      expect(await codeOf(parsePdf(bomb))).toBe('pdf_too_complex');
    } finally {
      clearInterval(sample);
    }
    // Unguarded, pdf.js holds this stream in several copies: about 2.6 GB resident. The watchdog
    // stops the parse past 512 MB of growth; on a loaded machine its timer runs late, so the bound
    // leaves room for that and still fails without the watchdog.
    expect(peak - before).toBeLessThan(1536 * 1024 * 1024);
    // The stopped worker is replaced: the next upload parses as usual.
    expect(await codeOf(parsePdf(blankPdf()))).toBe('pdf_empty');
    // Deflating 1 GB and restarting the worker take seconds on a busy machine.
  }, 90_000);

  it('prose with no resume sections and no contact details → pdf_not_a_resume', async () => {
    const runs = [
      'The committee met on Tuesday to discuss the annual budget of the library.',
      'Members agreed that the reading room needs new chairs and better lamps.',
      'The next meeting will look at opening hours during the summer months.',
    ].map((text, i) => ({ x: 72, y: 100 + i * 16, text }));
    expect(await codeOf(parsePdf(buildPdf([{ runs }])))).toBe('pdf_not_a_resume');
  });

  it('leaves the caller’s bytes intact (pdf.js would otherwise detach them)', async () => {
    const bytes = englishResume();
    const copy = bytes.slice();
    await parsePdf(bytes);
    expect(bytes.byteLength).toBe(copy.byteLength);
    expect(bytes).toEqual(copy);
  });
});

function englishResume(): Uint8Array {
  return buildPdf([
    {
      runs: [
        { x: 72, y: 60, text: 'Jordan Avery', size: 22, bold: true },
        { x: 72, y: 80, text: 'Data Engineer', size: 12 },
        { x: 72, y: 98, text: 'jordan.avery@example.org  |  +44 20 7946 0958  |  Leeds, UK  |', size: 9 },
        { x: 360, y: 98, text: 'LinkedIn', size: 9 },
        { x: 72, y: 130, text: 'EXPERIENCE', size: 12, bold: true },
        { x: 72, y: 148, text: 'Northwind Analytics Ltd', bold: true },
        right(148, 'Mar 2021 – Present'),
        { x: 72, y: 161, text: 'Senior Data Engineer' },
        { x: 80, y: 175, text: '• Built streaming pipelines that process 2 billion events a day.' },
        { x: 72, y: 195, text: 'Contoso Bank', bold: true },
        right(195, '06/2017 - 02/2021'),
        { x: 72, y: 208, text: 'Data Analyst' },
        { x: 80, y: 222, text: '• Automated regulatory reports, saving 30 hours a month.' },
        { x: 72, y: 250, text: 'EDUCATION', size: 12, bold: true },
        { x: 72, y: 268, text: 'University of Leeds', bold: true },
        right(268, '2013–17'),
        { x: 72, y: 281, text: 'BSc in Mathematics' },
        { x: 72, y: 310, text: 'SKILLS', size: 12, bold: true },
        { x: 72, y: 328, text: 'Languages: Python, SQL, Scala' },
        { x: 72, y: 341, text: 'Tools: Airflow, Kafka, dbt' },
      ],
      links: [{ box: [358, 90, 40, 11], url: 'https://www.linkedin.com/in/jordan-avery' }],
    },
  ]);
}

describe('parsePdf reads resumes in the shapes people send', () => {
  it('a one-column English resume, with a link behind a label', async () => {
    const outcome = await parsePdfOutcome(englishResume());
    const r = outcome.resume;
    expect(r.personalInfo).toMatchObject({
      name: 'Jordan Avery',
      title: 'Data Engineer',
      email: 'jordan.avery@example.org',
      phone: '+44 20 7946 0958',
      location: 'Leeds, UK',
    });
    expect(r.personalInfo.links.map((l) => l.url)).toEqual(['https://www.linkedin.com/in/jordan-avery']);
    expect(r.footer.socials.linkedin).toBe('https://www.linkedin.com/in/jordan-avery');
    expect(r.experience.map((e) => [e.company, e.title, e.start, e.end])).toEqual([
      ['Northwind Analytics Ltd', 'Senior Data Engineer', '2021-03', 'present'],
      ['Contoso Bank', 'Data Analyst', '2017-06', '2021-02'],
    ]);
    expect(r.experience[0]?.bullets).toEqual([
      'Built streaming pipelines that process 2 billion events a day.',
    ]);
    expect(r.education.map((e) => [e.school, e.degree, e.start, e.end])).toEqual([
      ['University of Leeds', 'BSc in Mathematics', '2013', '2017'],
    ]);
    expect(r.skills).toEqual([
      { category: 'Languages', items: ['Python', 'SQL', 'Scala'].map((name) => ({ name, level: null })) },
      { category: 'Tools', items: ['Airflow', 'Kafka', 'dbt'].map((name) => ({ name, level: null })) },
    ]);
    expect(outcome.provenance['personalInfo.name']).toMatchObject({ page: 1 });
    expect(outcome.provenance['experience.0.company']?.box[1]).toBeGreaterThan(130);
    expect(outcome.meta).toMatchObject({ pages: 1, language: 'en' });
  });

  it('a German Lebenslauf: headings, month names, "seit" and "heute"', async () => {
    const pdf = buildPdf([
      {
        runs: [
          { x: 72, y: 60, text: 'Lena Hoffmann', size: 20, bold: true },
          { x: 72, y: 80, text: 'Softwareentwicklerin', size: 12 },
          {
            x: 72,
            y: 96,
            text: 'lena.hoffmann@example.de  ·  +49 170 1234567  ·  München, Deutschland',
            size: 9,
          },
          { x: 72, y: 130, text: 'Berufserfahrung', size: 13, bold: true },
          { x: 72, y: 148, text: 'Softwareentwicklerin', bold: true },
          right(148, 'seit März 2021'),
          { x: 72, y: 161, text: 'Beispiel Software GmbH' },
          { x: 80, y: 175, text: '• Entwicklung von Microservices in Kotlin für den Zahlungsverkehr.' },
          { x: 72, y: 195, text: 'Werkstudentin', bold: true },
          right(195, '10/2018 – 02/2021'),
          { x: 72, y: 208, text: 'Musterfirma AG' },
          { x: 72, y: 240, text: 'Ausbildung', size: 13, bold: true },
          { x: 72, y: 258, text: 'Technische Universität München', bold: true },
          right(258, 'Okt. 2015 – Sept. 2019'),
          { x: 72, y: 271, text: 'B.Sc. Informatik' },
          { x: 72, y: 300, text: 'Kenntnisse', size: 13, bold: true },
          { x: 72, y: 318, text: 'Kotlin, Java, PostgreSQL, Kubernetes' },
          { x: 72, y: 350, text: 'Sprachen', size: 13, bold: true },
          { x: 72, y: 368, text: 'Deutsch – Muttersprache' },
          { x: 72, y: 381, text: 'Englisch – C1' },
        ],
      },
    ]);
    const r = (await parsePdfOutcome(pdf)).resume;
    expect(r.personalInfo.location).toBe('München, Deutschland');
    expect(r.experience.map((e) => [e.company, e.title, e.start, e.end])).toEqual([
      ['Beispiel Software GmbH', 'Softwareentwicklerin', '2021-03', 'present'],
      ['Musterfirma AG', 'Werkstudentin', '2018-10', '2021-02'],
    ]);
    expect(r.education[0]).toMatchObject({
      school: 'Technische Universität München',
      degree: 'B.Sc. Informatik',
      start: '2015-10',
      end: '2019-09',
    });
    expect(r.skills.flatMap((g) => g.items.map((i) => i.name))).toEqual([
      'Kotlin',
      'Java',
      'PostgreSQL',
      'Kubernetes',
    ]);
    expect(r.languages).toEqual([
      { name: 'Deutsch', level: 'Muttersprache' },
      { name: 'Englisch', level: 'C1' },
    ]);
  });

  it('a two-column page reads the sidebar and the main column separately', async () => {
    const sidebar: TextRun[] = [
      { x: 30, y: 60, text: 'Camille Dubois', size: 18, bold: true },
      { x: 30, y: 80, text: 'Cheffe de projet', size: 11 },
      { x: 30, y: 110, text: 'CONTACT', size: 11, bold: true },
      { x: 30, y: 126, text: 'camille.dubois@example.fr', size: 9 },
      { x: 30, y: 139, text: '+33 6 12 34 56 78', size: 9 },
      { x: 30, y: 152, text: 'Lyon, France', size: 9 },
      { x: 30, y: 190, text: 'COMPÉTENCES', size: 11, bold: true },
      { x: 30, y: 206, text: 'Gestion de projet', size: 9 },
      { x: 30, y: 219, text: 'Scrum', size: 9 },
      { x: 30, y: 232, text: 'Jira', size: 9 },
      { x: 30, y: 245, text: 'Budget', size: 9 },
    ];
    const main: TextRun[] = [
      { x: 220, y: 60, text: 'EXPÉRIENCE PROFESSIONNELLE', size: 11, bold: true },
      { x: 220, y: 78, text: 'Cheffe de projet', bold: true },
      { x: 220, y: 91, text: 'Société Exemple SA', size: 9 },
      right(91, 'janvier 2020 – aujourd’hui', 9),
      { x: 228, y: 106, text: '• Pilotage de douze projets de migration vers le cloud.', size: 9 },
      { x: 228, y: 119, text: '• Coordination de trois équipes réparties sur deux sites.', size: 9 },
      { x: 220, y: 139, text: 'Consultante', bold: true },
      { x: 220, y: 152, text: 'Conseil Démo SARL', size: 9 },
      right(152, 'sept. 2016 – déc. 2019', 9),
      { x: 228, y: 167, text: '• Audit des processus de livraison pour quinze clients.', size: 9 },
      { x: 220, y: 200, text: 'FORMATION', size: 11, bold: true },
      { x: 220, y: 218, text: 'Université Lumière Lyon 2', bold: true },
      right(218, '2014 – 2016', 9),
      { x: 220, y: 231, text: 'Master Management de projet', size: 9 },
    ];
    const r = (await parsePdfOutcome(buildPdf([{ runs: [...sidebar, ...main] }]))).resume;
    expect(r.personalInfo).toMatchObject({
      name: 'Camille Dubois',
      email: 'camille.dubois@example.fr',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon, France',
    });
    expect(r.experience.map((e) => [e.company, e.title, e.start, e.end])).toEqual([
      ['Société Exemple SA', 'Cheffe de projet', '2020-01', 'present'],
      ['Conseil Démo SARL', 'Consultante', '2016-09', '2019-12'],
    ]);
    expect(r.education[0]).toMatchObject({ school: 'Université Lumière Lyon 2', start: '2014', end: '2016' });
    expect(r.skills.flatMap((g) => g.items.map((i) => i.name))).toEqual([
      'Gestion de projet',
      'Scrum',
      'Jira',
      'Budget',
    ]);
  });

  it('lists every line it could not place, and drops none', async () => {
    const pdf = buildPdf([
      {
        runs: [
          { x: 72, y: 60, text: 'Sam Rivera', size: 20, bold: true },
          { x: 72, y: 80, text: 'sam@example.com', size: 9 },
          { x: 72, y: 120, text: 'EXPERIENCE', size: 12, bold: true },
          { x: 72, y: 138, text: 'Acme Corp', bold: true },
          right(138, '2019 – 2022'),
          { x: 72, y: 151, text: 'Support Engineer' },
          // A heading no field of the resume takes (hobbies now fill interests).
          { x: 72, y: 190, text: 'MISCELLANY', size: 12, bold: true },
          { x: 72, y: 208, text: 'Kettle descaled weekly, plants watered' },
        ],
      },
    ]);
    const outcome = await parsePdfOutcome(pdf);
    expect(outcome.resume.experience).toHaveLength(1);
    expect(outcome.unplaced.map((u) => u.text)).toEqual([
      'MISCELLANY',
      'Kettle descaled weekly, plants watered',
    ]);
    expect(outcome.unplaced[0]).toMatchObject({ page: 1 });
  });

  it('reads nothing a thick pen stroke blots out on the page (a manual redaction)', async () => {
    const page = (inks: { box: [number, number, number, number]; width: number }[]) =>
      buildPdf([
        {
          runs: [
            { x: 72, y: 60, text: 'Rosa Delgado', size: 20, bold: true },
            { x: 72, y: 84, text: 'rosa.delgado@example.org   +1 409 555 0142' },
            { x: 72, y: 150, text: 'Experience', size: 13, bold: true },
            { x: 72, y: 168, text: 'Library assistant, Harbor City College, 2019 – 2023' },
          ],
          links: [{ box: [72, 76, 120, 10], url: 'https://rosa.example.org/' }],
          inks,
        },
      ]);
    const open = (await parsePdfOutcome(page([]))).resume.personalInfo;
    expect(open.email).toBe('rosa.delgado@example.org');
    expect(open.links).toHaveLength(1);
    const redacted = (await parsePdfOutcome(page([{ box: [66, 70, 300, 50], width: 24 }]))).resume
      .personalInfo;
    expect([redacted.name, redacted.email, redacted.phone, redacted.links]).toEqual([
      'Rosa Delgado',
      '',
      '',
      [],
    ]);
  });
});
