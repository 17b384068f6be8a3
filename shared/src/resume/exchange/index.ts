/**
 * Resume exchange: exact imports from the formats people already have, and exports to the ones they
 * carry elsewhere. Shared by the PWA (upload box, editor) and the server (site export).
 */
export { sniffResumeFile, type ResumeFileKind } from './detect.js';
export { ImportProblem, type ImportNote } from './notes.js';
export { fromJsonResumeDocument, fromJsonResumeText, looksLikeJsonResume } from './jsonResumeImport.js';
export {
  fromRenderCv,
  fromRenderCvYaml,
  toRenderCv,
  toRenderCvYaml,
  type RenderCvDocument,
} from './renderCv.js';
export { toJsonResume, fromJsonResume, type JsonResume } from '../jsonResume.js';
export { readLinkedInExport, type LinkedInImport } from './linkedin/readLinkedIn.js';
export {
  findEmbeddedResume,
  withEmbeddedReader,
  type EmbeddedResume,
  type RawEmbedded,
} from './embedded/readEmbedded.js';
export { preferPrinted } from './embedded/preferPrinted.js';
export { parseWithEmbedded, type EmbeddedUse } from './embedded/parseWithEmbedded.js';
