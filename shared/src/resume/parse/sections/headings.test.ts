import { describe, expect, it } from 'vitest';
import { findHeadings, matchHeading } from './headings.js';
import { buildSegments, linesFromSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

function headings(items: TextItem[]): (string | null)[] {
  const lines = linesFromSegments(buildSegments(items), 0);
  return findHeadings(lines, 10).map((h) => h?.type ?? null);
}

/** Each text alone on a line names the given section. */
function expectTypes(cases: [string, string][]): void {
  for (const [text, type] of cases) {
    const [line] = linesFromSegments(buildSegments([item(text, 40, 100)]), 0);
    expect([text, line && matchHeading(line)?.type]).toEqual([text, type]);
  }
}

describe('section headings', () => {
  it('lets a remark in brackets make a catch-all heading precise', () => {
    expectTypes([
      ['その他(アルバイト)', 'experience'],
      ['Sonstiges (Praktika)', 'experience'],
      ['Other (Certifications)', 'certifications'],
      ['Formation (2015–2020)', 'education'],
    ]);
  });

  it('reads a heading that joins experience to projects or achievements as experience', () => {
    expectTypes([
      ['Work Experience & Projects', 'experience'],
      ['Professional Experience & Achievements', 'experience'],
      ['Internships and Projects', 'experience'],
      ['Experiencia y logros', 'experience'],
      ['Projects & Achievements', 'awards'],
      ['Education & Certifications', 'education'],
    ]);
  });

  it('knows a career’s headings in the words of more phrasings and languages', () => {
    expectTypes([
      ['Professional Journey', 'experience'],
      ['Freelance Work', 'experience'],
      ['Percurso profissional', 'experience'],
      ['Percorso professionale', 'experience'],
      ['Esperienze lavorative', 'experience'],
      ['Kariyer', 'experience'],
    ]);
  });

  it('reads military and civilian service sections as experience', () => {
    expectTypes([
      ['Military Service', 'experience'],
      ['Zivildienst', 'experience'],
      ['Service civique', 'experience'],
      ['Servizio civile', 'experience'],
      ['Värnplikt', 'experience'],
      ['Służba wojskowa', 'experience'],
    ]);
  });

  it('knows headings in many languages, letter-spaced and split', () => {
    const words = [
      'Berufserfahrung',
      'FORMATION',
      'E X P E R I E N C I A',
      'edu cation',
      'Umiejętności',
      'Färdigheter',
      'Competenze',
      'Projetos',
    ];
    const types = headings(words.map((w, i) => item(w, 40, 100 + i * 40, { size: 14, bold: true })));
    expect(types).toEqual([
      'experience',
      'education',
      'experience',
      'education',
      'skills',
      'skills',
      'skills',
      'projects',
    ]);
  });

  it('takes a side label that is a heading phrase over a keyword the whole line starts with', () => {
    const lines = linesFromSegments(
      buildSegments([item('ESPERIENZA', 104, 100), item('Responsabile amministrativa', 177, 100)]),
      0,
    );
    const line = lines[0];
    expect(line && matchHeading(line)).toEqual({ type: 'experience', exact: true, segments: 1 });
  });

  it('takes unknown lines in the headings’ own style as sections of their own', () => {
    const items = [
      item('EXPERIENCE', 40, 100, { size: 14 }),
      item('Acme Corp', 40, 120),
      item('A DAY OF MY LIFE', 40, 160, { size: 14 }),
      item('EDUCATION', 40, 200, { size: 14 }),
    ];
    expect(headings(items)).toEqual(['experience', null, 'other', 'education']);
  });

  it('does not take bold labels with their values beside them for headings ("Tools:" | "Git")', () => {
    expect(
      headings([
        item('Skills', 60, 100, { size: 13, bold: true }),
        item('Languages:', 60, 120, { bold: true }),
        item('Python, SQL', 130, 120),
        item('Tools:', 60, 132, { bold: true }),
        item('Excel, Tableau, Git', 130, 132),
        item('Education', 60, 170, { size: 13, bold: true }),
        item('B.A. Economics', 60, 190, { bold: true }),
      ]),
    ).toEqual(['skills', null, null, 'education', null]);
  });

  it('does not take a label in body style for a heading when headings look different', () => {
    const items = [
      item('SKILLS', 40, 100, { size: 14 }),
      item('Languages', 40, 120),
      item('Python, Go', 40, 134),
      item('EDUCATION', 40, 170, { size: 14 }),
    ];
    expect(headings(items)).toEqual(['skills', null, null, 'education']);
  });

  it('never takes a dated or long line for a heading', () => {
    const items = [
      item('SKILLS', 40, 100, { size: 14 }),
      item('Experience 2019 – 2021', 40, 130, { size: 14 }),
    ];
    expect(headings(items)).toEqual(['skills', null]);
  });

  it('knows a letter-spaced heading whose words have no wider gap between them', () => {
    const [line] = linesFromSegments(
      buildSegments([item('P R O Y E C T O S D E S T A C A D O S', 40, 100)]),
      0,
    );
    expect(line && matchHeading(line)?.type).toBe('projects');
  });

  it('knows headings in thirty-odd languages and scripts', () => {
    const cases: [string, string][] = [
      ['Опыт работы', 'experience'],
      ['Освіта', 'education'],
      ['Професионален опит', 'experience'],
      ['Radno iskustvo', 'experience'],
      ['Pracovní zkušenosti', 'experience'],
      ['Vzdelanie', 'education'],
      ['SPROGLIGE KOMPETENCER', 'languages'],
      ['Arbeidserfaring', 'experience'],
      ['Työkokemus', 'experience'],
      ['Szakmai tapasztalat', 'experience'],
      ['Experiență profesională', 'experience'],
      ['PROJELER & TAKIM ÇALIŞMALARI', 'projects'],
      ['Dil Becerileri', 'languages'],
      ['ΕΚΠΑΙΔΕΥΣΗ', 'education'],
      ['المهارات', 'skills'],
      ['للتواصل', 'contact'],
      ['سوابق تحصیلی', 'education'],
      ['השכלה', 'education'],
      ['कार्य अनुभव', 'experience'],
      ['職務経歴', 'experience'],
      ['경력 사항', 'experience'],
      ['การศึกษา', 'education'],
      ['Kinh nghiệm làm việc', 'experience'],
      ['Pengalaman Kerja', 'experience'],
      ['Experiència laboral', 'experience'],
      ['Diplômes et formation académique', 'education'],
      ['Darbo patirtis', 'experience'],
      ['IŠSILAVINIMAS', 'education'],
      ['Darba pieredze', 'experience'],
      ['Valodu zināšanas', 'languages'],
      ['Töökogemus', 'experience'],
      ['Haridus', 'education'],
      ['Delovne izkušnje', 'experience'],
      ['Izobrazba', 'education'],
      ['Starfsreynsla', 'experience'],
      ['Berufliche Laufbahn', 'experience'],
      ["Where I've worked", 'experience'],
    ];
    expectTypes(cases);
  });

  it('knows the head nouns of longer headings and compounds, and the usual phrasings of a section', () => {
    const cases: [string, string][] = [
      ['Conocimientos técnicos', 'skills'],
      ['Conocimientos de idiomas', 'languages'],
      ['Conoscenze informatiche', 'skills'],
      ['Communicatievaardigheden', 'skills'],
      ['Taalvaardigheden', 'languages'],
      ['Personal Attributes', 'skills'],
      ['Seminars Attended', 'certifications'],
      ['Training / Seminar Attended', 'certifications'],
    ];
    expectTypes(cases);
  });

  it('never takes a web address in the headings’ look for a heading', () => {
    const items = [
      item('Profile', 40, 100, { size: 14 }),
      item('Designer of things for screens.', 40, 120),
      item('linwei.design.cn', 40, 160, { size: 14 }),
      item('Portfolio of case studies.', 40, 180),
      item('Education', 40, 220, { size: 14 }),
      item('BA Design, Tongji University', 40, 240),
    ];
    expect(headings(items)).toEqual(['summary', null, null, null, 'education', null]);
  });

  it('knows a Chinese heading by the head noun it ends with', () => {
    expectTypes([
      ['校园经历', 'experience'],
      ['计算机技能', 'skills'],
      ['编程语言', 'skills'],
    ]);
  });

  it('takes a run of lines in the headings’ look that name no section for items, not headings', () => {
    const items = [
      item('Lin Wei', 40, 50, { size: 22 }),
      item('Profile', 40, 100, { size: 14 }),
      item('Designer of things for screens.', 40, 120),
      item('Tools', 40, 160, { size: 14 }),
      item('Figma', 40, 180, { size: 14 }),
      item('Blender', 40, 200, { size: 14 }),
      item('Sketch', 40, 220, { size: 14 }),
      item('Education', 40, 260, { size: 14 }),
      item('BA Design, Tongji University', 40, 280),
    ];
    expect(headings(items)).toEqual([null, 'summary', null, 'skills', null, null, null, 'education', null]);
  });

  it('reads Arabic headings whose lam ligatures came out with their two letters swapped', () => {
    const cases: [string, string][] = [
      // الملخص, المؤهلات العلمية
      ['امللخص', 'summary'],
      ['املؤهالت العلمية', 'education'],
    ];
    expectTypes(cases);
  });

  it('reads past numbers, icons, dashes and colons around a heading, and odd text layers', () => {
    const cases: [string, string][] = [
      ['1. Ausbildung', 'education'],
      ['Ⅱ. 경력', 'experience'],
      ['— SKILLS —', 'skills'],
      ['\u25cf Experience:', 'experience'],
      ['03 Projects', 'projects'],
      ['B) Languages', 'languages'],
      // Right-to-left text stored in visual order, and Thai with stray spaces inside the word.
      ['نم هرابرد', 'summary'],
      ['ป ร ะ ส บ ก า ร ณ์ ฝึ ก ง า น', 'experience'],
    ];
    expectTypes(cases);
  });

  it('finds headings by layout alone when their words are unknown: larger, repeated, each opening a block', () => {
    const items = [
      item('Zorvalen Quist', 40, 50, { size: 22 }),
      item('Ulmar Tesk', 40, 100, { size: 14 }),
      item('Brindel sovat okra pelni', 40, 120),
      item('Varo lensi dimuk sarten', 40, 134),
      item('Ostrel Hanu', 40, 170, { size: 14 }),
      item('Kelmo tivar ansu', 40, 190),
      item('Pridel Vosk', 40, 230, { size: 14 }),
      item('Sandu mirel, okra, tesk', 40, 250),
    ];
    expect(headings(items)).toEqual([null, 'other', null, null, 'other', null, 'other', null]);
  });

  it('does not let a body-size label that names a section outvote the real, larger headings', () => {
    const items = [
      item('Kontakt:', 40, 80),
      item('Straße 1, Berlin', 40, 94),
      item('Meine Ausbildung', 40, 130, { size: 12 }),
      item('Universität Musterstadt', 40, 148),
      item('Praktische Erfahrung', 40, 190, { size: 12 }),
      item('Musterfirma AG', 40, 208),
      item('Weitere Kenntnisse', 40, 250, { size: 12 }),
      item('Excel, SAP', 40, 268),
    ];
    expect(headings(items)).toEqual([null, null, 'education', null, 'experience', null, 'skills', null]);
  });

  it('takes sizes a few per cent apart for one heading style, as design tools shrink text boxes', () => {
    const items = [
      item('PROFIL', 40, 100, { size: 20.3, bold: true }),
      item('Jeg er en glad kok', 40, 120),
      item('KROPSARBEJDE', 40, 160, { size: 21, bold: true }),
      item('Lidt tekst her', 40, 180),
      item('UDDANNELSE', 40, 220, { size: 20.2, bold: true }),
      item('Roskilde Gymnasium', 40, 240),
    ];
    expect(headings(items)).toEqual(['summary', null, 'other', null, 'education', null]);
  });

  it('takes a larger line in the body face beside worded headings for a headline, not a heading', () => {
    const items = [
      item('Jane Roe', 40, 30, { size: 24 }),
      item('Data Analyst', 40, 60, { size: 16 }),
      item('Experience', 40, 100, { size: 16, bold: true }),
      item('Acme Corp', 40, 120),
      item('Storyteller at heart', 40, 140, { size: 16 }),
      item('Education', 40, 180, { size: 16, bold: true }),
      item('State University', 40, 200),
    ];
    expect(headings(items)).toEqual([null, null, 'experience', null, null, 'education', null]);
  });

  it("takes a heading phrase in the headings' look set a little smaller over smaller text (a later page)", () => {
    const lines = linesFromSegments(
      buildSegments([
        item('SKILLS', 60, 100, { size: 13, bold: true }),
        item('Figma, Sketch, HTML, CSS, Tailwind', 60, 118, { size: 12 }),
        item('EXPERIENCE', 60, 150, { size: 13, bold: true }),
        item('Product Designer at Brightloop', 60, 168, { size: 12 }),
        item('Designed the onboarding flow for a savings app used by many', 60, 184, { size: 12 }),
        item('PROJECTS', 60, 60, { size: 13, bold: true, page: 2 }),
        item('Palette Studio – colour tool', 60, 78, { size: 11, page: 2 }),
        item('Built a colour palette generator with accessible contrast checks', 60, 94, {
          size: 11,
          page: 2,
        }),
        item('EDUCATION', 60, 130, { size: 12, bold: true, page: 2 }),
        item('Westbrook University - B.Des Interaction Design (2016-2020)', 60, 148, { size: 11, page: 2 }),
      ]),
      0,
    );
    expect(findHeadings(lines, 12).map((h) => h?.type ?? null)).toEqual([
      'skills',
      null,
      'experience',
      null,
      null,
      'projects',
      null,
      null,
      'education',
      null,
    ]);
  });

  it('takes a heading phrase with a colon, larger than the body, for a heading beside larger headings', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Work experience:', 60, 100, { size: 13.5 }),
        item('Chief Mechanic', 60, 118, { size: 12, bold: true }),
        item('Island Ferries Ltd', 60, 134, { size: 12 }),
        item('Deck Hand', 60, 150, { size: 12, bold: true }),
        item('Harbour Lines', 60, 166, { size: 12 }),
        item('Education', 60, 60, { size: 18, page: 2 }),
        item('Marine Engineering, Coastal College', 60, 80, { size: 12, page: 2 }),
        item('Languages', 60, 110, { size: 18, page: 2 }),
        item('English, Norwegian', 60, 130, { size: 12, page: 2 }),
      ]),
      0,
    );
    expect(findHeadings(lines, 12).map((h) => h?.type ?? null)).toEqual([
      'experience',
      null,
      null,
      null,
      null,
      'education',
      null,
      'languages',
      null,
    ]);
  });

  it('knows the sections of academic CVs and Japanese job-history headings', () => {
    expectTypes([
      ['Academic Appointments', 'experience'],
      ['Professional Appointments', 'experience'],
      ['Appointments', 'experience'],
      ['Lehrtätigkeit', 'experience'],
      ['Experiencia docente', 'experience'],
      ['Attività didattica', 'experience'],
      ['職務詳歴', 'experience'],
      ['アルバイト経験', 'experience'],
    ]);
  });
});
