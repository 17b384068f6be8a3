import { degreeScore, orgScore, roleScore, schoolScore } from '@folio/shared/parser';
import {
  emptyEducation,
  emptyExperience,
  emptyProject,
  type ResumeData,
  type ResumeDate,
} from '@folio/shared';
import { findDates } from './dateText.js';

/** The sections a few selected lines can become an entry of. */
export const ENTRY_TARGETS = [
  { target: 'experience', noun: 'job' },
  { target: 'education', noun: 'school' },
  { target: 'projects', noun: 'project' },
  { target: 'certifications', noun: 'certificate' },
  { target: 'languages', noun: 'language' },
] as const;
export type EntryTarget = (typeof ENTRY_TARGETS)[number]['target'];

const BULLET = /^\s*[•·▪◦●■*–-]\s*/;

/** "Engineer at Acme", "Engineer | Acme", "Engineer, Acme": a role and where it was held. */
function roleAndPlace(line: string): [string, string] | null {
  const parts = /^(.+?)\s+(?:at|@|\||–|—)\s+(.+)$/i.exec(line) ?? /^(.+?),\s+(.+)$/.exec(line);
  return parts ? [(parts[1] ?? '').trim(), (parts[2] ?? '').trim()] : null;
}

/** More organisation than role words ("North Example Ltd", "Ministerio de…"), as the parser weighs them. */
function looksLikeOrg(text: string): boolean {
  return text !== '' && orgScore(text) > roleScore(text);
}

const schoolness = (text: string): number => schoolScore(text) - degreeScore(text);

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
      // "Rigger, North Example Ltd" on one line: a second line after it is the job's first bullet.
      const pair = roleAndPlace(title);
      if (pair && (!company || looksLikeOrg(pair[1]) || looksLikeOrg(pair[0]))) {
        if (company) bullets.unshift(company);
        [title, company] = pair;
      }
      // Printed company first ("Example Yards / Welder"): the parser's role and organisation words decide.
      if (looksLikeOrg(title) && !looksLikeOrg(company)) [title, company] = [company, title];
      const job = { ...emptyExperience(), title, company, start, end, bullets };
      return { ...resume, experience: [...resume.experience, job] };
    }
    case 'education': {
      const { heads, bullets, start, end } = split(lines, 2);
      const [a = '', b = ''] = heads;
      // The school is the line with more school words (and fewer degree words) than the other.
      const schoolFirst = heads.length < 2 || schoolness(a) >= schoolness(b);
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
