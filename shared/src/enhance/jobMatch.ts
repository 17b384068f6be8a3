import type { ResumeData } from '../resume/schema.js';
import { findTerms } from './keywords.js';
import { allResumeText } from './paths.js';
import { targetGroup } from './skills.js';
import type { Area } from './taxonomy.js';
import { capitalise, foldText, hash } from './text.js';
import type { Suggestion } from './types.js';
import { STOPWORDS } from './vocabulary.js';

/** A keyword of a job post: a taxonomy term, or a phrase the post repeats. */
export interface JobKeyword {
  name: string;
  kind: 'skill' | 'phrase';
  area: Area | null;
  /** How often the post uses it. */
  count: number;
  covered: boolean;
}

export interface MissingKeyword extends JobKeyword {
  /**
   * Adds the keyword to the skills list. Only ever applied after the person says it is true, and
   * checked with the keyword as a confirmed term.
   */
  suggestion: Suggestion;
}

export interface JobMatch {
  keywords: JobKeyword[];
  covered: JobKeyword[];
  missing: MissingKeyword[];
  /** Share of the post's keywords the resume covers, 0–1; null for a post with none. */
  score: number | null;
}

/** Long posts are cut here: keywords come from the first part, and the cost stays bounded. */
export const MAX_JOB_TEXT = 20_000;
const MAX_PHRASES = 12;

/** Words every job post uses; they say nothing about this job. */
const GENERIC = new Set(
  `experience experienced years year team teams work working works role roles ability able strong excellent good
  great solid proven candidate candidates responsibilities responsibility requirements required requirement
  preferred plus including include includes knowledge skills skill understanding using use must will you we
  our join company opportunity opportunities position job jobs looking help ideal new etc within related relevant
  field environment equivalent minimum least qualifications qualification benefits salary apply application
  applications well based ensure provide make build building develop developing design designing support
  supporting deliver delivering manage managing own owning drive driving lead leading create creating
  need needs want like love passion passionate people person someone day days time full part remote hybrid
  office location world best culture values mission offer offering competitive equal employer
  background backgrounds race religion gender orientation disability status veteran please interested
  looking seeking successful ideally nice bonus familiarity familiar proficiency proficient hands-on hands
  fast-paced paced closely collaborate collaborating communicate communicating highly self motivated
  detail oriented ability written verbal english across other others various multiple key core wide range`.split(
    /\s+/,
  ),
);

function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/**
 * Compares a pasted job description with the resume: which of the post's keywords the resume
 * covers and which it lacks. Nothing is added to the resume here; each missing keyword carries a
 * suggestion the person may accept only if it is true.
 */
export function matchJob(resume: ResumeData, jobText: string): JobMatch {
  const post = foldText(jobText.slice(0, MAX_JOB_TEXT));
  const resumeTexts = allResumeText(resume).map(foldText);
  const resumeLists = [
    ...resume.skills.flatMap((g) => g.items.map((i) => i.name)),
    ...resume.projects.flatMap((p) => p.tech),
  ];
  const have = new Set<string>();
  for (const t of resumeTexts) for (const m of findTerms(t, 'prose')) have.add(m.entry.name);
  for (const t of resumeLists) for (const m of findTerms(foldText(t), 'list')) have.add(m.entry.name);
  const resumeStems = ` ${resumeTexts.flatMap((t) => words(t).map(stem)).join(' ')} `;

  const keywords: JobKeyword[] = [];
  const skills = new Map<string, JobKeyword>();
  let masked = post;
  for (const m of findTerms(post, 'prose')) {
    const k = skills.get(m.entry.name) ?? {
      name: m.entry.name,
      kind: 'skill' as const,
      area: m.entry.area,
      count: 0,
      covered: have.has(m.entry.name),
    };
    k.count++;
    skills.set(m.entry.name, k);
    // A phrase must not run across a skill ("experience with React Native apps").
    masked = `${masked.slice(0, m.start)}|${' '.repeat(m.end - m.start - 1)}${masked.slice(m.end)}`;
  }
  keywords.push(...[...skills.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)));
  for (const phrase of repeatedPhrases(masked)) {
    const covered = resumeStems.includes(` ${phrase.key} `);
    keywords.push({ name: phrase.text, kind: 'phrase', area: null, count: phrase.count, covered });
  }

  const covered = keywords.filter((k) => k.covered);
  const target = targetGroup(resume);
  const missing = keywords
    .filter((k) => !k.covered)
    .map((k) => {
      const group = target(k.area);
      const path = `skills.${group}.items.${resume.skills[group]?.items.length ?? 0}`;
      const after = k.kind === 'skill' ? k.name : capitalise(k.name);
      return {
        ...k,
        suggestion: {
          id: `add-skill:${path}:${hash(after)}`,
          path,
          before: '',
          after,
          kind: 'add-skill' as const,
          reason: `The job post asks for "${k.name}". Add it only if it is true for you.`,
        },
      };
    });
  return { keywords, covered, missing, score: keywords.length ? covered.length / keywords.length : null };
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}][\p{L}\p{N}'’+#-]*/gu) ?? [];
}

/** Two- and three-word phrases the post uses at least twice, and single words it uses at least three times. */
function repeatedPhrases(text: string): { text: string; key: string; count: number }[] {
  const counts = new Map<string, { text: string; count: number; n: number }>();
  // Chunks between punctuation and masked skills; phrases never cross them.
  for (const chunk of text.toLowerCase().split(/[|.,;:!?()[\]{}"“”/•·\n]+/)) {
    const tokens = words(chunk);
    let run: string[] = [];
    const flushRun = () => {
      for (let n = 1; n <= 3; n++) {
        for (let i = 0; i + n <= run.length; i++) {
          const gram = run.slice(i, i + n);
          const key = gram.map(stem).join(' ');
          const entry = counts.get(key) ?? { text: gram.join(' '), count: 0, n };
          entry.count++;
          counts.set(key, entry);
        }
      }
      run = [];
    };
    for (const t of tokens) {
      if (STOPWORDS.has(t) || GENERIC.has(t) || t.length < 3 || /\d/.test(t)) flushRun();
      else run.push(t);
    }
    flushRun();
  }
  const ranked = [...counts.entries()]
    .filter(([, v]) => (v.n === 1 ? v.count >= 3 : v.count >= 2))
    .map(([key, v]) => ({ key, text: v.text, count: v.count, n: v.n }))
    .sort((a, b) => b.count * b.n - a.count * a.n || a.key.localeCompare(b.key));
  const kept: typeof ranked = [];
  for (const p of ranked) {
    // "payment" adds nothing next to "payment systems" when it only ever appears inside it.
    const inside = kept.some((k) => ` ${k.key} `.includes(` ${p.key} `) && k.count >= p.count);
    const contains = kept.findIndex((k) => ` ${p.key} `.includes(` ${k.key} `) && p.count >= k.count);
    if (inside) continue;
    if (contains >= 0) kept.splice(contains, 1);
    kept.push(p);
    if (kept.length >= MAX_PHRASES) break;
  }
  return kept;
}
