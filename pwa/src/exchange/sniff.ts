import { sniffResumeFile, type ResumeFileKind } from '@folio/shared/resume/exchange/detect.js';

/*
 * The light half of the import, loaded with the upload page: telling the file's kind apart. The
 * readers themselves (YAML, ZIP) load only when a file of theirs is imported (importFile.ts).
 */

/** What the upload box calls each kind of file it takes besides a PDF. */
export const FORMAT_NAMES = {
  json: 'JSON Resume',
  yaml: 'RenderCV YAML',
  zip: 'LinkedIn data export',
} as const;
export type ImportKind = keyof typeof FORMAT_NAMES;

/** The file's kind from its first bytes (the name only breaks a tie for YAML). */
export async function sniffFile(file: File): Promise<ResumeFileKind> {
  return sniffResumeFile(file.name, new Uint8Array(await file.slice(0, 512).arrayBuffer()));
}
