import type { ResumeData } from '../resume/schema.js';
import { readPath, writePath } from './paths.js';
import type { Suggestion } from './types.js';

/**
 * The resume with one suggestion applied. Pure. Returns the same resume when the suggestion is a
 * hint or is stale (its field no longer says `before`), so an old suggestion cannot overwrite an
 * edit made since.
 */
export function applySuggestion(resume: ResumeData, suggestion: Suggestion): ResumeData {
  if (suggestion.after === suggestion.before) return resume;
  if (readPath(resume, suggestion.path) !== suggestion.before) return resume;
  return writePath(resume, suggestion.path, suggestion.after);
}
