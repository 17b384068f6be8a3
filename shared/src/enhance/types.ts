/** The vocabulary of the enhance module: what a suggestion is and why the checker refuses one. */

/** Why a suggestion exists. Hints (`after === before`) point at something only the person can add. */
export const SUGGESTION_KINDS = [
  'weak-opening',
  'passive-voice',
  'wordy',
  'overlong',
  'missing-outcome',
  'rewrite',
  'normalise-skill',
  'merge-skill',
  'add-skill',
  'derived',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * One proposed change to one text field of the resume. `path` names the field
 * ('experience.2.bullets.1', 'projects.0.description', 'skills.0.items.3', 'landing.headline');
 * `before` is the field's text when the suggestion was made, `after` what it would become
 * ('' removes a skill; a newline in a bullet splits it in two).
 */
export interface Suggestion {
  id: string;
  path: string;
  before: string;
  after: string;
  kind: SuggestionKind;
  reason: string;
}

/** What kind of fact a suggestion tried to introduce. */
export const VIOLATION_KINDS = [
  'number',
  'date',
  'proper-noun',
  'skill',
  'title',
  'school',
  'claim',
  'stale',
  'bad-path',
] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];

export interface Violation {
  kind: ViolationKind;
  /** The offending text as it appears in `after` (or the path, for stale/bad-path). */
  text: string;
}

export type CheckResult = { ok: true } | { ok: false; violations: Violation[] };

export interface CheckOptions {
  /** Terms the person confirmed are true (job match "add only if true"); they count as resume text. */
  confirmedTerms?: readonly string[];
}

/** True when the suggestion changes nothing and only asks the person to look (e.g. add a result). */
export function isHint(suggestion: Suggestion): boolean {
  return suggestion.after === suggestion.before;
}
