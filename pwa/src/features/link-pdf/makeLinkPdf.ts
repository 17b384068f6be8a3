import type { ResumeData } from '@folio/shared';
import { stampLinkPdf, StampError, type StampPlacement } from '@folio/shared/linkPdf/stamp.js';
import type { PdfjsLike } from '@folio/shared/parser';
import { getDocument, OPS } from 'pdfjs-dist';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import { getDb, getPdf } from '../../db/index.js';
import { LocalBinaryDataFactory } from '../../workers/cmaps.js';

/*
 * Makes one private link's PDF on the device, from the original PDF kept in IndexedDB. Loaded by a
 * dynamic import when the owner asks for it, so no screen pays for pdf.js and pdf-lib until then.
 * pdf.js runs its worker code in this thread, as the editor's PDF pane does: one page is read.
 */
Object.assign(globalThis, { pdfjsWorker });
const pdfjs: PdfjsLike = { getDocument, OPS } as unknown as PdfjsLike;
const documentOptions = {
  BinaryDataFactory: LocalBinaryDataFactory,
  useWorkerFetch: false,
  cMapPacked: true,
};

export type LinkPdfOutcome =
  | { ok: true; blob: Blob; placement: StampPlacement }
  | { ok: false; reason: 'no_original' | StampError['reason']; message: string };

export async function makeLinkPdf(input: {
  pdfId: string | null;
  url: string;
  resume: ResumeData;
}): Promise<LinkPdfOutcome> {
  const record = input.pdfId ? await getPdf(getDb(), input.pdfId) : null;
  if (!record)
    return { ok: false, reason: 'no_original', message: 'Your original PDF is not on this device.' };
  try {
    const { bytes, placement } = await stampLinkPdf(
      pdfjs,
      { original: record.bytes, url: input.url, resume: input.resume },
      { documentOptions },
    );
    return { ok: true, blob: new Blob([bytes], { type: 'application/pdf' }), placement };
  } catch (error) {
    if (error instanceof StampError) return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
}
