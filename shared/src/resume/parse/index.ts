/** The resume parser core: pure steps from pdf.js text items to ResumeData (see pipeline.ts). */
export * from './types.js';
export * from './errors.js';
export {
  extractDocument,
  SAFE_DOCUMENT_OPTIONS,
  type ExtractOptions,
  type PdfjsLike,
} from './items/extract.js';
export { parseExtracted } from './pipeline.js';
export { parsePdfWith } from './parse.js';
export { toCorpusRecord, type CorpusRecord } from './corpus.js';
export { restoreParseOutcome } from './outcome.js';
export { readExtractedDocument } from './extracted.js';
// The parser's date and word readers, for the editor reading lines a person picked (issue 22).
export { monthOf, parseDateRange, type DateRange } from './dates/dates.js';
export { degreeScore, orgScore, roleScore, schoolScore } from './words/vocab.js';
