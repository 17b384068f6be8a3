import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportProblem } from '../notes.js';
import { readLinkedInExport } from './readLinkedIn.js';

/*
 * ZIPs made the way LinkedIn's "Get a copy of your data" writes them: a folder-less archive of CSV
 * files with LinkedIn's column names, quoted fields holding commas and line breaks. All text is made up.
 */
const PROFILE = [
  'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers',
  'Ada,Quill,,,,Staff Engineer,"Builds quiet, reliable systems.",Software Development,,"Leeds, England, United Kingdom",[adaquill],"[PERSONAL:https://ada.example.com],[BLOG:https://ada.example.com/blog]",',
  'Ada,Quill,,,,Ingeniera de plantilla,Construye sistemas fiables.,Software Development,,"Leeds, England, United Kingdom",,,',
].join('\n');
const POSITIONS = [
  'Company Name,Title,Description,Location,Started On,Finished On',
  'Northwind Ledger,Staff Engineer,"Owns payments.\nWrote the on-call guide.",Remote,Mar 2021,',
  'Blue Heron Labs,Senior Engineer,"Search, ranking and ""relevance""",Leeds,2016,Feb 2021',
  'Quarry Works,Intern,,,Summer of code,',
].join('\r\n');
const EDUCATION = [
  'School Name,Start Date,End Date,Notes,Degree Name,Activities',
  'University of Eastmoor,2009,2013,First-class honours,BSc Computer Science,Chess club',
].join('\n');
const SKILLS = 'Name\nGo\nRust\nKubernetes\n';
const LANGUAGES =
  'Name,Proficiency\nEnglish,Native or bilingual proficiency\nSpanish,Professional working proficiency\n';
const CERTS =
  'Name,Url,Authority,Started On,Finished On,License Number\nCKA,https://example.com/cka,CNCF,May 2022,,LF-123\n';
const EMAILS =
  'Email Address,Confirmed,Primary,Updated On\nold@example.com,Yes,No,1/2/20\nada.quill@example.com,Yes,Yes,3/4/21\n';

function linkedInZip(extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const all = {
    'Profile.csv': PROFILE,
    'Positions.csv': POSITIONS,
    'Education.csv': EDUCATION,
    'Skills.csv': SKILLS,
    'Languages.csv': LANGUAGES,
    'Certifications.csv': CERTS,
    'Email Addresses.csv': EMAILS,
    'Connections.csv': 'Notes:\n"Not read"\n\nFirst Name,Last Name\nX,Y\n',
    ...extra,
  };
  for (const [name, text] of Object.entries(all)) files[name] = strToU8(text);
  return zipSync(files);
}

describe('readLinkedInExport', () => {
  it('maps every field LinkedIn exports that Folio has', () => {
    const { resumes, found } = readLinkedInExport(linkedInZip());
    const r = resumes[0]!;
    expect(found).toContain('Positions.csv');
    expect(r.personalInfo).toMatchObject({
      name: 'Ada Quill',
      title: 'Staff Engineer',
      email: 'ada.quill@example.com',
      location: 'Leeds, England, United Kingdom',
    });
    expect(r.personalInfo.links.map((l) => l.url)).toEqual([
      'https://ada.example.com/',
      'https://ada.example.com/blog',
    ]);
    expect(r.footer.socials).toEqual({
      twitter: 'https://x.com/adaquill',
      website: 'https://ada.example.com/',
    });
    expect(r.summary.content).toBe('Builds quiet, reliable systems.');
    expect(r.experience[0]).toMatchObject({
      company: 'Northwind Ledger',
      start: '2021-03',
      end: 'present',
      description: 'Owns payments.\nWrote the on-call guide.',
    });
    expect(r.experience[1]).toMatchObject({
      start: '2016',
      end: '2021-02',
      description: 'Search, ranking and "relevance"',
    });
    // A date LinkedIn printed that is not a month or a year is kept as it was written.
    expect(r.experience[2]).toMatchObject({ start: null, end: null, period: 'Summer of code' });
    expect(r.education[0]).toMatchObject({
      school: 'University of Eastmoor',
      degree: 'BSc Computer Science',
      start: '2009',
      end: '2013',
    });
    expect(r.skills[0]!.items.map((s) => s.name)).toEqual(['Go', 'Rust', 'Kubernetes']);
    expect(r.languages).toEqual([
      { name: 'English', level: 'Native or bilingual proficiency' },
      { name: 'Spanish', level: 'Professional working proficiency' },
    ]);
    expect(r.certifications).toEqual([
      { name: 'CKA', issuer: 'CNCF', date: '2022-05', url: 'https://example.com/cka' },
    ]);
  });

  it('keeps a profile written in a second language apart', () => {
    const { resumes, notes } = readLinkedInExport(linkedInZip());
    expect(resumes).toHaveLength(2);
    expect(resumes[1]!.personalInfo.title).toBe('Ingeniera de plantilla');
    expect(resumes[1]!.summary.content).toBe('Construye sistemas fiables.');
    expect(notes.map((n) => n.text).join(' ')).toContain('2 languages');
  });

  it('names what Folio cannot keep yet, and a CSV with the wrong columns', () => {
    const { notes } = readLinkedInExport(
      linkedInZip({
        'Honors.csv': 'Title,Description,Issued On\nBest paper,,2020\n',
        'Skills.csv': 'Skill;Level\nGo;5\n',
      }),
    );
    const text = notes.map((n) => n.text).join('\n');
    expect(text).toContain('honors and awards');
    expect(text).toContain('Skills.csv does not have the columns LinkedIn writes');
  });

  it('refuses a ZIP that is not a LinkedIn export', () => {
    const zip = zipSync({ 'notes.txt': strToU8('hello') });
    expect(() => readLinkedInExport(zip)).toThrow(/not a LinkedIn data export/);
  });

  it('refuses a damaged ZIP with a message', () => {
    const zip = linkedInZip().slice(0, 200);
    expect(() => readLinkedInExport(zip)).toThrow(ImportProblem);
  });

  it('refuses a CSV that inflates past the per-file cap before inflating it (zip bomb)', () => {
    const bomb = zipSync({ 'Positions.csv': new Uint8Array(6 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(() => readLinkedInExport(bomb)).toThrow(/larger than 4 MB/);
  });

  it('cuts a file that lies about its size at the size it declares', () => {
    const honest = zipSync({ 'Profile.csv': strToU8(`${PROFILE}\n${'x'.repeat(100_000)}`) }, { level: 9 });
    // Rewrite the declared uncompressed size (local header offset 22, central directory offset 24).
    const lying = honest.slice();
    const view = new DataView(lying.buffer);
    view.setUint32(22, 600, true);
    const central = lying.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
    view.setUint32(central + 24, 600, true);
    const { resumes } = readLinkedInExport(lying);
    expect(resumes[0]!.personalInfo.name).toBe('Ada Quill');
  });

  it('refuses archives with too many entries or too large to open', () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 30; i++) many[`f${i}.txt`] = strToU8('x');
    const limits = { maxArchiveBytes: 1e6, maxEntries: 20, maxFileBytes: 1e5, maxTotalBytes: 1e6 };
    expect(() => readLinkedInExport(zipSync(many), limits)).toThrow(/more than 20 files/);
    expect(() => readLinkedInExport(linkedInZip(), { ...limits, maxArchiveBytes: 100 })).toThrow(
      /larger than/,
    );
  });
});
