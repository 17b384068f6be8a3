import { describe, expect, it } from 'vitest';
import { fromJsonResumeText } from './jsonResumeImport.js';

describe('JSON Resume import messages', () => {
  it('names dates the schema does not allow and sections Folio cannot keep', () => {
    const doc = {
      basics: { name: 'Ada Quill' },
      work: [{ name: 'Northwind Ledger', position: 'Engineer', startDate: 'March 2021' }],
      volunteer: [{ organization: 'Code Club', position: 'Mentor' }],
      publications: [{ name: 'On calm' }, { name: 'On logs' }],
      references: [{ name: 'R. Reed', reference: 'Calm under pressure.' }],
      skills: 'Go, Rust',
    };
    const { resume, notes } = fromJsonResumeText(JSON.stringify(doc));
    expect(resume.personalInfo.name).toBe('Ada Quill');
    expect(resume.experience[0]?.start).toBeNull();
    expect(resume.volunteering).toHaveLength(1);
    expect(resume.publications).toHaveLength(2);
    expect(notes.map((n) => n.text)).toEqual([
      '"skills" should be a list; it was not read.',
      'work 1 (Northwind Ledger): startDate "March 2021" is not a date as JSON Resume writes them (YYYY-MM-DD, YYYY-MM or YYYY), so it was left empty.',
      'Folio has no place for references yet: 1 entry was left out.',
    ]);
  });

  it('keeps awards as awards, with no note', () => {
    const { resume, notes } = fromJsonResumeText(
      JSON.stringify({
        basics: { name: 'A' },
        awards: [{ title: 'Best paper', awarder: 'ACM', date: '2020-05' }],
      }),
    );
    expect(resume.awards).toHaveLength(1);
    expect(resume.certifications).toEqual([]);
    expect(notes).toEqual([]);
  });
});
