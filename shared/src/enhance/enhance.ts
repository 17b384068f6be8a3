import type { ResumeData } from '../resume/schema.js';
import { checkSuggestion } from './checker.js';
import { deriveFields, joinList, type DerivedFields } from './derive.js';
import { reviewSkills, type SkillReview } from './skills.js';
import { readPath } from './paths.js';
import { hash } from './text.js';
import type { CheckOptions, Suggestion, Violation } from './types.js';
import { suggestWording } from './wording.js';

export interface RejectedSuggestion {
  suggestion: Suggestion;
  violations: Violation[];
}

export interface EnhanceOptions {
  /** "Now" for roles that end at present; passed in so results are reproducible. */
  today: Date | string;
}

/** Everything the Enhance panel shows, every suggestion already through the no-invention checker. */
export interface EnhanceResult {
  derived: DerivedFields;
  /** The derived text fields as suggestions: headline, subheadline, specialisation, highlights. */
  derivedSuggestions: Suggestion[];
  skills: SkillReview;
  wording: Suggestion[];
  /** What the checker refused, for transparency and the benchmark. Never shown as a suggestion. */
  rejected: RejectedSuggestion[];
}

/** Splits suggestions into those that pass the no-invention checker and those that do not. */
export function checkAll(
  resume: ResumeData,
  suggestions: readonly Suggestion[],
  options: CheckOptions = {},
): { accepted: Suggestion[]; rejected: RejectedSuggestion[] } {
  const accepted: Suggestion[] = [];
  const rejected: RejectedSuggestion[] = [];
  for (const suggestion of suggestions) {
    const result = checkSuggestion(resume, suggestion, options);
    if (result.ok) accepted.push(suggestion);
    else rejected.push({ suggestion, violations: result.violations });
  }
  return { accepted, rejected };
}

/** Runs every local enhancement over a resume. Pure and fast (the benchmark measures it). */
export function enhanceResume(resume: ResumeData, options: EnhanceOptions): EnhanceResult {
  const derived = deriveFields(resume, options.today);
  const rejected: RejectedSuggestion[] = [];
  const keep = (list: readonly Suggestion[]) => {
    const r = checkAll(resume, list);
    rejected.push(...r.rejected);
    return r.accepted;
  };

  const derivedSuggestions = keep(derivedCandidates(resume, derived));
  // A specialisation label is an inference; when the checker refuses it, the skills themselves say it.
  if (
    !derivedSuggestions.some((s) => s.path === 'summary.specialization') &&
    derived.specializationSkills.length
  ) {
    const fallback = joinList(derived.specializationSkills);
    if (fallback !== resume.summary.specialization) {
      derivedSuggestions.push(
        ...keep([derivedSuggestion(resume, 'summary.specialization', fallback, SPECIALISATION_REASON)]),
      );
    }
  }

  const review = reviewSkills(resume);
  const skillSuggestions = keep(review.suggestions);
  const addable = new Set(keep(review.missing.map((m) => m.suggestion)).map((s) => s.id));
  const skills: SkillReview = {
    ...review,
    suggestions: skillSuggestions,
    missing: review.missing.filter((m) => addable.has(m.suggestion.id)),
  };
  return { derived, derivedSuggestions, skills, wording: keep(suggestWording(resume)), rejected };
}

const SPECIALISATION_REASON = 'The area most of your listed skills and titles point to.';

function derivedCandidates(resume: ResumeData, d: DerivedFields): Suggestion[] {
  const out: Suggestion[] = [];
  const offer = (path: string, value: string, current: string, reason: string) => {
    if (value && value !== current) out.push(derivedSuggestion(resume, path, value, reason));
  };
  offer(
    'landing.headline',
    d.headline,
    resume.landing.headline,
    'Your title, and your current employer if the resume names one.',
  );
  offer(
    'landing.subheadline',
    d.subheadline,
    resume.landing.subheadline,
    'The first sentence of your summary, or the skills you list and where you are based.',
  );
  offer('summary.specialization', d.specialization, resume.summary.specialization, SPECIALISATION_REASON);
  const existing = resume.summary.highlights;
  for (const h of d.highlights) {
    if (existing.length >= 4 || existing.includes(h)) continue;
    out.push(
      derivedSuggestion(
        resume,
        `summary.highlights.${existing.length}`,
        h,
        'One of your own points that states a result.',
      ),
    );
  }
  return out;
}

function derivedSuggestion(resume: ResumeData, path: string, after: string, reason: string): Suggestion {
  const before = readPath(resume, path) ?? '';
  return { id: `derived:${path}:${hash(after)}`, path, before, after, kind: 'derived', reason };
}
