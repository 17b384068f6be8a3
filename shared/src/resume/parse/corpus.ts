import type { ParseOutcome } from './types.js';

/** One document in the resume-corpus schema (`../shared/resume-corpus/SCHEMA.md`), for the scorer. */
export interface CorpusRecord {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  summary_present: boolean;
  experience: { company: string | null; title: string; start: string | null; end: string | null }[];
  education: { school: string; degree: string | null; start: string | null; end: string | null }[];
  projects: string[];
  skills: string[];
  languages_of_text: string;
}

/** Maps a parse outcome to the corpus schema, so any folder of PDFs can be scored. */
export function toCorpusRecord(outcome: ParseOutcome): CorpusRecord {
  const r = outcome.resume;
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    name: r.personalInfo.name,
    title: orNull(r.personalInfo.title),
    email: orNull(r.personalInfo.email),
    phone: orNull(r.personalInfo.phone),
    location: orNull(r.personalInfo.location),
    // The label keeps the printed form ("github.com/jdoe"); the url is what an icon or a handle hid.
    links: r.personalInfo.links.map((l) => (looksPrinted(l.label, l.url) ? l.label : l.url)),
    summary_present: r.summary.content.trim().length > 0,
    experience: r.experience.map((e) => ({
      company: orNull(e.company),
      title: e.title,
      start: e.start,
      end: e.end,
    })),
    education: r.education.map((e) => ({
      school: e.school,
      degree: orNull(e.degree),
      start: e.start,
      end: e.end,
    })),
    projects: r.projects.map((p) => p.name).filter(Boolean),
    skills: r.skills.flatMap((g) => g.items.map((i) => i.name)),
    languages_of_text: outcome.meta.language,
  };
}

function looksPrinted(label: string, url: string): boolean {
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/+$/, '');
  return !!label && key(url).startsWith(key(label).split(/[?#]/)[0] ?? '') && /\./.test(label);
}
