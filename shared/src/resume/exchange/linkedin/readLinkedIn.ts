import { restoreResume } from '../../restore.js';
import type { ResumeData, ResumeDate } from '../../schema.js';
import { ImportProblem, type ImportNote } from '../notes.js';
import { csvRecords } from './csv.js';
import { baseName, LINKEDIN_ZIP_LIMITS, readZipFiles, type ZipLimits } from './zip.js';

/**
 * A LinkedIn data export ("Get a copy of your data": a ZIP of CSV files) → a resume. Each CSV has a
 * row of column names LinkedIn documents; FILES says which columns fill which field, so a new resume
 * section is one more row. Dates stay as LinkedIn writes them ("Jan 2020", "2019") when they are not
 * a month or a year. A profile written in more than one language has one Profile.csv row per language;
 * each becomes a resume of its own, kept apart.
 */

export interface LinkedInImport {
  /** The profile in its first language, then one per further language in the export. */
  resumes: ResumeData[];
  notes: ImportNote[];
  /** The CSV files that were read, for "we found …". */
  found: string[];
}

type Row = Record<string, string>;

interface CsvFile {
  file: string;
  /** Columns that must be in the header for the file to be the one LinkedIn documents. */
  columns: readonly string[];
  apply(rows: Row[], into: Draft): void;
}

/** The resume being assembled, in restoreResume's input shape. */
interface Draft {
  profiles: Row[];
  emails: Row[];
  phones: Row[];
  experience: Record<string, unknown>[];
  education: Record<string, unknown>[];
  projects: Record<string, unknown>[];
  skills: string[];
  certifications: Record<string, unknown>[];
  languages: Record<string, unknown>[];
}

const FILES: CsvFile[] = [
  {
    file: 'Profile.csv',
    columns: ['First Name', 'Last Name', 'Headline'],
    apply: (rows, d) => d.profiles.push(...rows),
  },
  { file: 'Email Addresses.csv', columns: ['Email Address'], apply: (rows, d) => d.emails.push(...rows) },
  { file: 'PhoneNumbers.csv', columns: ['Number'], apply: (rows, d) => d.phones.push(...rows) },
  {
    file: 'Positions.csv',
    columns: ['Company Name', 'Title', 'Started On'],
    apply: (rows, d) => {
      for (const r of rows) {
        const { start, end, period } = range(r['Started On'], r['Finished On'], true);
        d.experience.push({
          title: r.Title,
          company: r['Company Name'],
          location: r.Location,
          start,
          end,
          period,
          description: r.Description,
        });
      }
    },
  },
  {
    file: 'Education.csv',
    columns: ['School Name', 'Degree Name'],
    apply: (rows, d) => {
      for (const r of rows) {
        const { start, end } = range(r['Start Date'], r['End Date'], false);
        d.education.push({
          school: r['School Name'],
          degree: r['Degree Name'],
          start,
          end,
          description: [r.Notes, r.Activities].filter(Boolean).join('\n'),
        });
      }
    },
  },
  {
    file: 'Projects.csv',
    columns: ['Title', 'Description'],
    apply: (rows, d) => {
      for (const r of rows) d.projects.push({ name: r.Title, description: r.Description, link: r.Url });
    },
  },
  {
    file: 'Skills.csv',
    columns: ['Name'],
    apply: (rows, d) => d.skills.push(...rows.map((r) => r.Name ?? '').filter(Boolean)),
  },
  {
    file: 'Certifications.csv',
    columns: ['Name', 'Authority'],
    apply: (rows, d) => {
      for (const r of rows) {
        d.certifications.push({
          name: r.Name,
          issuer: r.Authority,
          date: linkedInDate(r['Started On']),
          url: r.Url,
        });
      }
    },
  },
  {
    file: 'Languages.csv',
    columns: ['Name', 'Proficiency'],
    apply: (rows, d) => {
      for (const r of rows) d.languages.push({ name: r.Name, level: r.Proficiency });
    },
  },
];

/** Files LinkedIn exports whose content Folio has no section for yet (named in a note, not read). */
const NOT_KEPT: Record<string, string> = {
  'Honors.csv': 'honors and awards',
  'Publications.csv': 'publications',
  'Volunteering.csv': 'volunteering',
  'Courses.csv': 'courses',
  'Patents.csv': 'patents',
  'Organizations.csv': 'organisations',
};

export function readLinkedInExport(
  bytes: Uint8Array,
  limits: ZipLimits = LINKEDIN_ZIP_LIMITS,
): LinkedInImport {
  const wanted = new Set([...FILES.map((f) => f.file), ...Object.keys(NOT_KEPT)]);
  const files = readZipFiles(bytes, (name) => wanted.has(baseName(name)), limits);
  const byName = new Map([...files].map(([path, data]) => [baseName(path), data]));
  if (!byName.has('Profile.csv') && !byName.has('Positions.csv')) {
    throw new ImportProblem(
      'This ZIP is not a LinkedIn data export: it has no Profile.csv or Positions.csv. Download it from LinkedIn under Settings › Data privacy › Get a copy of your data.',
    );
  }
  const draft: Draft = {
    profiles: [],
    emails: [],
    phones: [],
    experience: [],
    education: [],
    projects: [],
    skills: [],
    certifications: [],
    languages: [],
  };
  const notes: ImportNote[] = [];
  const found: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (const spec of FILES) {
    const data = byName.get(spec.file);
    if (!data) continue;
    const rows = csvRecords(decoder.decode(data), spec.columns);
    if (!rows) {
      notes.push({
        level: 'warning',
        text: `${spec.file} does not have the columns LinkedIn writes (${spec.columns.join(', ')}), so it was not read.`,
      });
      continue;
    }
    spec.apply(rows, draft);
    found.push(spec.file);
  }
  for (const [file, words] of Object.entries(NOT_KEPT)) {
    if (byName.has(file))
      notes.push({ level: 'warning', text: `Folio has no place for ${words} yet, so ${file} was not read.` });
  }
  const profiles = draft.profiles.length ? draft.profiles : [{}];
  const resumes = profiles.map((profile) => toResume(profile, draft));
  if (resumes.length > 1) {
    notes.push({
      level: 'info',
      text: `Your profile is written in ${resumes.length} languages; each became a draft of its own.`,
    });
  }
  return { resumes, notes, found };
}

function toResume(profile: Row, d: Draft): ResumeData {
  const primaryEmail = d.emails.find((e) => /^yes$/i.test(e.Primary ?? '')) ?? d.emails[0];
  const websites = parseWebsites(profile.Websites ?? '');
  const twitter =
    (profile['Twitter Handles'] ?? '')
      .replace(/[[\]@]/g, '')
      .split(',')[0]
      ?.trim() ?? '';
  const links = websites.map((w) => ({ label: w.label, url: w.url }));
  return restoreResume({
    personalInfo: {
      name: [profile['First Name'], profile['Last Name']].filter(Boolean).join(' '),
      title: profile.Headline,
      email: primaryEmail?.['Email Address'] ?? '',
      phone: d.phones[0]?.Number ?? '',
      location: profile['Geo Location'] ?? '',
      links,
    },
    summary: profile.Summary ?? '',
    experience: d.experience,
    education: d.education,
    projects: d.projects,
    skills: d.skills.length ? [{ category: '', items: d.skills }] : [],
    certifications: d.certifications,
    languages: d.languages,
    footer: {
      socials: {
        ...(twitter ? { twitter: `https://x.com/${encodeURIComponent(twitter)}` } : {}),
        ...(websites[0] ? { website: websites[0].url } : {}),
      },
    },
  });
}

/** Profile.csv's Websites column: "[PERSONAL:https://a.example],[COMPANY:https://b.example]". */
function parseWebsites(value: string): { label: string; url: string }[] {
  const out: { label: string; url: string }[] = [];
  for (const match of value.matchAll(/\[?\s*(?:([A-Za-z_ ]+):)?\s*(https?:\/\/[^\],\s]+)\s*\]?/g)) {
    const kind = (match[1] ?? '').trim().toLowerCase();
    const url = match[2] ?? '';
    out.push({ label: kind ? kind[0]!.toUpperCase() + kind.slice(1).replace(/_/g, ' ') : 'Website', url });
  }
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Jan 2020" → 2020-01, "2019" → 2019; anything else → null (kept as printed by the caller). */
export function linkedInDate(value: string | undefined): ResumeDate {
  const text = (value ?? '').trim();
  const year = /^(\d{4})$/.exec(text);
  if (year?.[1]) return year[1];
  const monthYear = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(text);
  const month = monthYear ? MONTHS.indexOf((monthYear[1] ?? '').toLowerCase()) : -1;
  if (monthYear?.[2] && month >= 0) return `${monthYear[2]}-${String(month + 1).padStart(2, '0')}`;
  return null;
}

/** LinkedIn leaves "Finished On" empty for a current position. */
function range(
  started: string | undefined,
  finished: string | undefined,
  emptyEndIsCurrent: boolean,
): { start: ResumeDate; end: ResumeDate; period: string } {
  const start = linkedInDate(started);
  const end = linkedInDate(finished) ?? (emptyEndIsCurrent && start && !finished?.trim() ? 'present' : null);
  const unreadable = [started, finished].some((v) => v?.trim() && !linkedInDate(v));
  const period = unreadable
    ? [started, finished]
        .map((v) => v?.trim() ?? '')
        .filter(Boolean)
        .join(' – ')
    : '';
  return { start, end, period };
}
