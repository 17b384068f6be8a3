/**
 * Content enhancement (issue 7): derived fields, ATS keywords, job match and wording suggestions,
 * all pure functions over ResumeData, and the no-invention checker every suggestion passes through.
 */
export * from './types.js';
export { applySuggestion } from './apply.js';
export { checkSuggestion } from './checker.js';
export { deriveFields, latestRole, type DerivedFields } from './derive.js';
export { wordDiff, type DiffPart } from './diff.js';
export {
  checkAll,
  enhanceResume,
  type EnhanceOptions,
  type EnhanceResult,
  type RejectedSuggestion,
} from './enhance.js';
export { experienceMonths, yearsOfExperience } from './experience.js';
export { matchJob, MAX_JOB_TEXT, type JobKeyword, type JobMatch, type MissingKeyword } from './jobMatch.js';
export { canonicalSkill, findTerms, recogniseSkill, type TermMatch, type TextKind } from './keywords.js';
export { proseFields, readPath, writePath, type ProseField } from './paths.js';
export { reviewSkills, type ListedSkill, type MissingSkill, type SkillReview } from './skills.js';
export { AREAS, TAXONOMY, type Area, type TaxonomyEntry } from './taxonomy.js';
export { OVERLONG_WORDS, suggestWording } from './wording.js';
