import {
  emptyEducation,
  emptyExperience,
  emptyProject,
  type ResumeData,
  type ResumeDate,
} from '@folio/shared';

/** The sections a few selected lines can become an entry of. */
export const ENTRY_TARGETS = [
  { target: 'experience', noun: 'job' },
  { target: 'education', noun: 'school' },
  { target: 'projects', noun: 'project' },
  { target: 'certifications', noun: 'certificate' },
  { target: 'languages', noun: 'language' },
] as const;
export type EntryTarget = (typeof ENTRY_TARGETS)[number]['target'];

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DATE = String.raw`(?:${MONTH}\.?,?\s*(?:'|’)?\d{2,4}|\d{1,2}[/.]\d{4}|\d{4}(?:[-/.]\d{1,2})?)`;
const NOW = String.raw`(?:present|current|now|today|ongoing)`;
const RANGE = new RegExp(String.raw`(${DATE})(?:\s*(?:-|–|—|to|until)\s*(${DATE}|${NOW}))?`, 'i');

/** "Jan 86", "March 2019", "03/2017", "2017-03", "2017" as the schema stores dates. */
export function readDate(text: string): ResumeDate {
  const t = text.trim().toLowerCase();
  if (new RegExp(`^${NOW}$`, 'i').test(t)) return 'present';
  const named = new RegExp(String.raw`^(${MONTH})\.?,?\s*(?:'|’)?(\d{2,4})$`, 'i').exec(t);
  if (named) return yearMonth(fullYear(named[2] ?? ''), MONTHS[(named[1] ?? '').slice(0, 3)] ?? 0);
  const monthFirst = /^(\d{1,2})[/.](\d{4})$/.exec(t);
  if (monthFirst) return yearMonth(monthFirst[2] ?? null, Number(monthFirst[1]));
  const yearFirst = /^(\d{4})[-/.](\d{1,2})$/.exec(t);
  if (yearFirst) return yearMonth(yearFirst[1] ?? null, Number(yearFirst[2]));
  return /^\d{4}$/.test(t) ? t : null;
}

function yearMonth(year: string | null, month: number): ResumeDate {
  return year && month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : null;
}

function fullYear(digits: string): string | null {
  if (digits.length === 4) return digits;
  if (digits.length !== 2) return null;
  // Two digits on a resume: the last century for years after this one's, else this century.
  const n = Number(digits);
  const thisYear = new Date().getFullYear() % 100;
  return String(n > thisYear ? 1900 + n : 2000 + n);
}

/** The first date or date range in a line, and the line without it. */
export function findDates(line: string): { start: ResumeDate; end: ResumeDate; rest: string } | null {
  const match = RANGE.exec(line);
  if (!match) return null;
  const start = readDate(match[1] ?? '');
  if (!start) return null;
  const end = match[2] ? readDate(match[2]) : null;
  const rest = (line.slice(0, match.index) + line.slice(match.index + match[0].length))
    .replace(/^[\s,|·•–—-]+|[\s,|·•–—-]+$/g, '')
    .replace(/\s{2,}/g, ' ');
  return { start, end, rest };
}

const BULLET = /^\s*[•·▪◦●■*–-]\s*/;
const SCHOOL_WORDS =
  /universit|college|school|institut|academ|hochschule|école|escuela|polytechnic|lyceum|gymnasium/i;

/** "Engineer at Acme", "Engineer | Acme", "Engineer, Acme": a role and where it was held. */
function roleAndPlace(line: string): [string, string] | null {
  const parts = /^(.+?)\s+(?:at|@|\||–|—)\s+(.+)$/i.exec(line) ?? /^(.+?),\s+(.+)$/.exec(line);
  return parts ? [(parts[1] ?? '').trim(), (parts[2] ?? '').trim()] : null;
}

interface Split {
  heads: string[];
  bullets: string[];
  start: ResumeDate;
  end: ResumeDate;
}

/** The lines as an entry's parts: the dates found, lines of text, and bullets (marked, or after the head). */
function split(lines: readonly string[], headCount: number): Split {
  let start: ResumeDate = null;
  let end: ResumeDate = null;
  const texts: { text: string; bullet: boolean }[] = [];
  for (const raw of lines) {
    let text = raw.trim();
    if (!text) continue;
    if (start === null) {
      const dates = findDates(text);
      if (dates) {
        ({ start, end } = dates);
        text = dates.rest;
        if (!text) continue;
      }
    }
    texts.push({ text: text.replace(BULLET, ''), bullet: BULLET.test(text) });
  }
  const heads: string[] = [];
  const bullets: string[] = [];
  for (const t of texts) {
    if (!t.bullet && heads.length < headCount && bullets.length === 0) heads.push(t.text);
    else bullets.push(t.text);
  }
  return { heads, bullets, start, end };
}

/**
 * A new entry made of lines the parser could not place, with the lines split into the entry's fields
 * as a resume usually sets them: the dates wherever they are, the role (or school, or name) first, the
 * organisation next, the rest as bullets or description. Appended to its section. Pure.
 */
export function linesToEntry(resume: ResumeData, lines: readonly string[], target: EntryTarget): ResumeData {
  switch (target) {
    case 'experience': {
      const { heads, bullets, start, end } = split(lines, 2);
      let [title = '', company = ''] = heads;
      const pair = !company ? roleAndPlace(title) : null;
      if (pair) [title, company] = pair;
      const job = { ...emptyExperience(), title, company, start, end, bullets };
      return { ...resume, experience: [...resume.experience, job] };
    }
    case 'education': {
      const { heads, bullets, start, end } = split(lines, 2);
      const schoolFirst =
        heads.length < 2 || SCHOOL_WORDS.test(heads[0] ?? '') || !SCHOOL_WORDS.test(heads[1] ?? '');
      const [school = '', degree = ''] = schoolFirst ? heads : [heads[1], heads[0]];
      const entry = { ...emptyEducation(), school, degree, start, end, description: bullets.join('\n') };
      return { ...resume, education: [...resume.education, entry] };
    }
    case 'projects': {
      const { heads, bullets } = split(lines, 1);
      const link = bullets.find((b) => /^https?:\/\/\S+$/.test(b)) ?? '';
      const description = bullets.filter((b) => b !== link).join('\n');
      const project = { ...emptyProject(), name: heads[0] ?? '', description, link };
      return { ...resume, projects: [...resume.projects, project] };
    }
    case 'certifications': {
      const { heads, start } = split(lines, 2);
      const [name = '', issuer = ''] = heads;
      return {
        ...resume,
        certifications: [...resume.certifications, { name, issuer, date: start, url: '' }],
      };
    }
    case 'languages': {
      // Each line a language: "German — fluent", "French (B2)", "Spanish: basic".
      const added = lines
        .map((l) => l.trim().replace(BULLET, ''))
        .filter(Boolean)
        .map((l) => {
          const m = /^(.+?)\s*(?:[:–—-]\s*|\(\s*)(.+?)\)?$/.exec(l);
          return m ? { name: (m[1] ?? '').trim(), level: (m[2] ?? '').trim() } : { name: l, level: '' };
        });
      return { ...resume, languages: [...resume.languages, ...added] };
    }
  }
}

type Box = [number, number, number, number];

/** The box around several [x, y, width, height] boxes, for the PDF outline of an entry made of lines. */
export function boxAround(boxes: readonly Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x0, y0, x1 - x0, y1 - y0];
}
