import { describe, expect, it } from 'vitest';
import { fromJsonResumeText } from './jsonResumeImport.js';

describe('JSON Resume import messages', () => {
  it('names dates the schema does not allow and sections Folio cannot keep yet', () => {
    const doc = {
      basics: { name: 'Ada Quill' },
      work: [{ name: 'Northwind Ledger', position: 'Engineer', startDate: 'March 2021' }],
      volunteer: [{ organization: 'Code Club' }],
      publications: [{ name: 'On calm' }, { name: 'On logs' }],
      skills: 'Go, Rust',
    };
    const { resume, notes } = fromJsonResumeText(JSON.stringify(doc));
    expect(resume.personalInfo.name).toBe('Ada Quill');
    expect(resume.experience[0]?.start).toBeNull();
    expect(notes.map((n) => n.text)).toEqual([
      '"skills" should be a list; it was not read.',
      'work 1 (Northwind Ledger): startDate "March 2021" is not a date as JSON Resume writes them (YYYY-MM-DD, YYYY-MM or YYYY), so it was left empty.',
      'Folio has no place for volunteering yet: 1 entry was left out.',
      'Folio has no place for publications yet: 2 entries were left out.',
    ]);
  });

  it('keeps awards as certifications when a file has no certificates, and says so', () => {
    const { resume, notes } = fromJsonResumeText(
      JSON.stringify({
        basics: { name: 'A' },
        awards: [{ title: 'Best paper', awarder: 'ACM', date: '2020-05' }],
      }),
    );
    expect(resume.certifications).toEqual([{ name: 'Best paper', issuer: 'ACM', date: '2020-05', url: '' }]);
    expect(notes).toEqual([{ level: 'info', text: 'Awards were kept as certifications.' }]);
  });
});
