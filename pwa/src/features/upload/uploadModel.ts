import { ERROR_MESSAGES, type ResumeData } from '@folio/shared';
import { isParseErrorCode, PARSE_STAGES, type ParseProgress } from '@folio/shared/parser';

/** What the person is told while the worker reads their PDF: the worker's real stages, in words. */
export function stageText(progress: ParseProgress | null): string {
  if (!progress) return 'Opening your PDF...';
  switch (progress.stage) {
    case 'load':
      return 'Opening your PDF...';
    case 'text':
      return progress.page && progress.pages
        ? `Reading page ${progress.page} of ${progress.pages}...`
        : 'Reading the text...';
    case 'lines':
    case 'layout':
      return 'Working out the layout...';
    case 'sections':
      return 'Understanding sections...';
    case 'fields':
      return 'Picking out your details...';
  }
}

/**
 * How far along the parse is, 0–1, from the stage reached (and the page, while pages are read).
 * Never a timer: the bar moves only when the worker reports.
 */
export function stageFraction(progress: ParseProgress | null): number {
  if (!progress) return 0;
  const index = PARSE_STAGES.indexOf(progress.stage);
  const within =
    progress.stage === 'text' && progress.page && progress.pages ? progress.page / progress.pages : 0;
  return Math.min(1, (index + within) / PARSE_STAGES.length);
}

/** A parse failure in words a person understands; the parser's own message when it sent one. */
export function parseFailureMessage(error: unknown): string {
  if (error instanceof Error && 'code' in error && isParseErrorCode(error.code)) {
    return error.message || ERROR_MESSAGES[error.code];
  }
  return 'This PDF could not be read. Please try another copy of your resume.';
}

/** "Ada Lovelace, Engineer" for the success message; falls back honestly when nothing was found. */
export function detectedSummary(resume: ResumeData): { name: string; title: string } {
  return {
    name: resume.personalInfo.name || 'No name found — you can add it in the next step',
    title: resume.personalInfo.title,
  };
}

/** "245 KB" (SPEC.md section 2: the upload page shows the size in KB). */
export function formatKilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en')} KB`;
}
