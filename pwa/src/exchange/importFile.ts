import { MAX_UPLOAD_BYTES, type ResumeData } from '@folio/shared';
import {
  fromJsonResumeDocument,
  fromRenderCvYaml,
  ImportProblem,
  readLinkedInExport,
  type ImportNote,
} from '@folio/shared/resume/exchange/index.js';
import { FORMAT_NAMES, type ImportKind } from './sniff.js';

export interface ImportedFile {
  format: (typeof FORMAT_NAMES)[ImportKind];
  /** Usually one; a LinkedIn profile in several languages or a Folio backup gives more. */
  resumes: ResumeData[];
  notes: ImportNote[];
}

/**
 * Reads a JSON Resume, RenderCV YAML or LinkedIn export on this device. Rejects with ImportProblem
 * (a message for the person) when the file is not what it looks like.
 */
export async function readImportFile(file: File, kind: ImportKind): Promise<ImportedFile> {
  const format = FORMAT_NAMES[kind];
  if (kind === 'zip') {
    const { resumes, notes } = readLinkedInExport(new Uint8Array(await file.arrayBuffer()));
    return { format, resumes, notes };
  }
  if (file.size > MAX_UPLOAD_BYTES) throw new ImportProblem('File size must be less than 5MB');
  const text = await file.text();
  if (kind === 'yaml') {
    const { resume, notes } = fromRenderCvYaml(text);
    return { format, resumes: [resume], notes };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ImportProblem('This file is not valid JSON, so it cannot be read as a JSON Resume.');
  }
  // A Folio backup is a list of JSON Resume documents.
  const docs = Array.isArray(doc) ? doc.slice(0, 100) : [doc];
  const resumes: ResumeData[] = [];
  const notes: ImportNote[] = [];
  for (const one of docs) {
    const read = fromJsonResumeDocument(one);
    resumes.push(read.resume);
    notes.push(...read.notes);
  }
  if (!resumes.length) throw new ImportProblem('No resume was found in this file.');
  return { format, resumes, notes };
}

export function importFailureMessage(error: unknown): string {
  return error instanceof ImportProblem
    ? error.message
    : 'This file could not be read. Please try another copy.';
}
