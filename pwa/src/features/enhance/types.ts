import type { ResumeData } from '@folio/shared';
import type { Suggestion } from '@folio/shared/enhance';

/**
 * Applies a suggestion after checking it again against the resume as it is now (with the terms the
 * person just confirmed, for job match). Returns false when it no longer fits.
 */
export type ApplySuggestion = (suggestion: Suggestion, confirmedTerms?: string[]) => boolean;

export interface SectionProps {
  resume: ResumeData;
  apply: ApplySuggestion;
}
