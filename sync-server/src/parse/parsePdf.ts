// STUB — owned by the parser helper, who replaces this file.
import { emptyResume, type ResumeData } from '@folio/shared';

/** Parses PDF bytes in Node with the shared parser core. Throws ParseError (with an ErrorCode) on bad input. */
export async function parsePdf(_bytes: Uint8Array): Promise<ResumeData> {
  return emptyResume();
}
