/**
 * What an importer tells the person beside the resume it produced: a field it could not keep, a value
 * it corrected, where the data came from. Shown on the upload screen and in the editor.
 */
export interface ImportNote {
  level: 'info' | 'warning';
  text: string;
}

/** The file cannot be imported at all; the message says why in words a person understands. */
export class ImportProblem extends Error {
  override name = 'ImportProblem';
}
