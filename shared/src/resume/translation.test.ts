import { describe, expect, it } from 'vitest';
import { buildResume, buildRole } from '../enhance/testing.js';
import { fullResume } from './exchange/testResume.js';
import { resumeDataSchema, type ResumeData } from './schema.js';
import {
  alignWords,
  cleanWords,
  textAt,
  textFields,
  textLimit,
  translatedResume,
  withText,
} from './translation.js';

const main = (): ResumeData =>
  buildResume({
    personalInfo: {
      name: 'Jonas Weber',
      title: 'Data analyst',
      email: 'jonas@example.com',
      phone: '',
      location: 'Berlin',
      links: [{ label: 'GitHub', url: 'https://github.com/jonas' }],
    },
    experience: [
      buildRole({
        title: 'Analyst',
        company: 'Nordlicht',
        start: '2021-04',
        end: 'present',
        bullets: ['Built'],
      }),
      buildRole({ title: 'Intern', company: 'Aurore', start: '2019', end: '2020' }),
    ],
  });

describe('a translation made field by field', () => {
  it('keeps its own words and takes every entry, date and link from the main resume', () => {
    let words = withText(main(), buildResume(), 'experience.0.title', 'Analyst (de)');
    words = withText(main(), words, 'personalInfo.title', 'Datenanalyst');
    const page = translatedResume(main(), { language: 'de', resume: words, followsMain: true });
    expect(page.personalInfo.title).toBe('Datenanalyst');
    expect(page.experience[0]?.title).toBe('Analyst (de)');
    expect(page.experience[0]?.end).toBe('present');
    expect(page.personalInfo.links).toEqual(main().personalInfo.links);
    expect(page.personalInfo.email).toBe('jonas@example.com');
  });

  it('shows a word not translated yet in the main language, and an entry added later too', () => {
    const words = withText(main(), buildResume(), 'experience.0.title', 'Analytiker');
    const later = main();
    later.experience.push(buildRole({ title: 'Founder', start: '2024' }));
    const page = translatedResume(later, { language: 'de', resume: words, followsMain: true });
    expect(page.experience.map((e) => e.title)).toEqual(['Analytiker', 'Intern', 'Founder']);
    expect(page.experience[1]?.company).toBe('Aurore');
  });

  it('drops the words of an entry the main resume no longer has', () => {
    const words = withText(main(), buildResume(), 'experience.1.title', 'Praktikant');
    const fewer = { ...main(), experience: main().experience.slice(0, 1) };
    expect(
      translatedResume(fewer, { language: 'de', resume: words, followsMain: true }).experience,
    ).toHaveLength(1);
  });

  it('stores a sound resume with the main structure and blanks where nothing is translated', () => {
    const words = alignWords(fullResume(), buildResume());
    expect(resumeDataSchema.safeParse(words).success).toBe(true);
    expect(words.experience).toHaveLength(fullResume().experience.length);
    expect(words.experience[0]?.title).toBe('');
    expect(words.experience[0]?.start).toBe(fullResume().experience[0]?.start);
    expect(words.skills[0]?.items[0]?.level).toBe(fullResume().skills[0]?.items[0]?.level);
  });

  it('sets only words: a date or a link given as a path is left alone', () => {
    const words = withText(main(), buildResume(), 'experience.0.start', '1999');
    expect(words.experience[0]?.start).toBe('2021-04');
    expect(
      withText(main(), buildResume(), 'personalInfo.links.0.url', 'https://evil.example').personalInfo
        .links[0]?.url,
    ).toBe('https://github.com/jonas');
  });
});

describe('an imported translation', () => {
  it('is shown as it was imported, with its own entries', () => {
    const own = buildResume({ experience: [buildRole({ title: 'Datenanalyst', start: '2021-04' })] });
    expect(translatedResume(main(), { language: 'de', resume: own })).toBe(own);
  });
});

describe('textFields', () => {
  it('lists the main resume’s words in reading order, not its dates or empty fields', () => {
    const paths = textFields(main()).map((f) => f.path);
    expect(paths).toEqual([
      'personalInfo.name',
      'personalInfo.title',
      'personalInfo.location',
      'experience.0.title',
      'experience.0.company',
      'experience.0.bullets.0',
      'experience.1.title',
      'experience.1.company',
    ]);
    expect(textAt(main(), 'experience.0.bullets.0')).toBe('Built');
  });
});

describe('textLimit', () => {
  it('reads the schema’s limit for a text, and none for what is not one', () => {
    expect(textLimit('experience.0.title')).toBe(300);
    expect(textLimit('experience.3.bullets.1')).toBe(2000);
    expect(textLimit('skills.0.items.2.name')).toBe(200);
    expect(textLimit('experience.0.start')).toBeUndefined();
    expect(textLimit('nothing.here')).toBeUndefined();
  });
});

describe('cleanWords', () => {
  it('cleans each word and keeps the empty ones, so later words stay on their entries', () => {
    const words = withText(main(), buildResume(), 'experience.1.title', 'Prakti\u0000kant');
    const clean = cleanWords(words);
    expect(clean.experience.map((e) => e.title)).toEqual(['', 'Praktikant']);
    expect(clean.experience[0]?.bullets).toEqual(['']);
  });
});
