import { matchJob, type JobKeyword } from '../enhance/jobMatch.js';
import { findTerms } from '../enhance/keywords.js';
import { foldText } from '../enhance/text.js';
import type { ResumeData } from '../resume/schema.js';
import { emptyTailoring, type LinkTailoring } from './tailoring.js';

/** One entry of the resume, with the posting's keywords it mentions. */
export interface ScoredEntry {
  /** The entry's own text: a skill or project name, or a bullet's words. */
  key: string;
  /** For a bullet, the job it belongs to ("Engineer, Acme"). */
  context: string;
  hits: string[];
}

export interface TailoringSuggestion {
  keywords: JobKeyword[];
  skills: ScoredEntry[];
  projects: ScoredEntry[];
  bullets: ScoredEntry[];
  /** Headlines from the owner's own texts (title, headline, specialisation, job titles), best first. */
  headlines: ScoredEntry[];
  /** The choices suggested: what to lead with and what to leave out. The owner decides. */
  tailoring: LinkTailoring;
}

/** Entries a list must keep: leaving everything out would say less than the public page. */
const KEEP_AT_LEAST = 2;

/**
 * Suggests how one link could be tailored to a job posting, with the existing keyword match
 * (matchJob): entries that mention the posting's keywords lead, in order of how many they mention;
 * entries that mention none are suggested to be left out only where enough others remain. Nothing is
 * written: every suggestion is an entry the resume already holds, in its own words.
 */
export function suggestTailoring(resume: ResumeData, posting: string): TailoringSuggestion {
  const match = matchJob(resume, posting);
  const wanted = match.keywords;
  const hitsIn = (text: string, kind: 'prose' | 'list'): string[] => {
    const folded = foldText(text);
    const terms = new Set(findTerms(folded, kind).map((m) => m.entry.name));
    const lower = ` ${folded.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ')} `;
    return wanted
      .filter((k) => (k.kind === 'skill' ? terms.has(k.name) : lower.includes(` ${k.name.toLowerCase()} `)))
      .map((k) => k.name);
  };

  const skills = resume.skills.flatMap((g) =>
    g.items.map((s) => ({ key: s.name, context: g.category, hits: hitsIn(s.name, 'list') })),
  );
  const projects = resume.projects.map((p) => ({
    key: p.name,
    context: '',
    hits: [
      ...new Set([
        ...hitsIn(`${p.name}. ${p.description}`, 'prose'),
        ...p.tech.flatMap((t) => hitsIn(t, 'list')),
      ]),
    ],
  }));
  const bullets = resume.experience.flatMap((job) =>
    job.bullets.map((b) => ({
      key: b,
      context: [job.title, job.company].filter(Boolean).join(', '),
      hits: hitsIn(b, 'prose'),
    })),
  );
  const headlineTexts = [
    resume.landing.headline,
    resume.personalInfo.title,
    resume.summary.specialization,
    ...resume.experience.map((j) => j.title),
  ].filter((t, i, all) => t.trim() && all.indexOf(t) === i);
  const headlines = headlineTexts
    .map((t) => ({ key: t, context: '', hits: hitsIn(t, 'prose') }))
    .sort((a, b) => b.hits.length - a.hits.length);

  const tailoring = emptyTailoring();
  tailoring.posting = posting;
  tailoring.skills = choose(skills);
  tailoring.projects = choose(projects);
  tailoring.bullets = { lead: choose(bullets).lead, hide: [] };
  for (const job of resume.experience) {
    const scored = bullets.filter((b) => job.bullets.includes(b.key));
    const misses = scored.filter((b) => b.hits.length === 0);
    if (scored.length - misses.length >= KEEP_AT_LEAST && scored.length > 4)
      tailoring.bullets.hide.push(...misses.map((b) => b.key));
  }
  const best = headlines[0];
  if (best && best.hits.length > 0 && best.key !== resume.landing.headline) tailoring.headline = best.key;
  return { keywords: wanted, skills, projects, bullets, headlines, tailoring };
}

function choose(entries: ScoredEntry[]): { lead: string[]; hide: string[] } {
  const hit = entries.filter((e) => e.hits.length > 0);
  const lead = [...hit].sort((a, b) => b.hits.length - a.hits.length).map((e) => e.key);
  const hide =
    hit.length >= KEEP_AT_LEAST ? entries.filter((e) => e.hits.length === 0).map((e) => e.key) : [];
  return { lead, hide };
}
