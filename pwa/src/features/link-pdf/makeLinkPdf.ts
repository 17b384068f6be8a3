import type { ResumeData } from '@folio/shared';
import { stampLinkPdf, StampError, type StampPlacement } from '@folio/shared/linkPdf/stamp.js';
import type { PdfjsLike } from '@folio/shared/parser';
import { getDocument, OPS } from 'pdfjs-dist';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import { getDb, getDraft, getPdf, type PdfRecord } from '../../db/index.js';
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

/** Where a portfolio's original PDF is on this device (LocalPortfolioRecord's pdfId and draftId). */
export interface OriginalPdfSource {
  pdfId: string | null;
  draftId: string | null;
}

/**
 * The original PDF: the portfolio's own until it is sent to the server, then the one its draft keeps
 * (the draft, marked used, holds the file the portfolio was made from).
 */
export async function findOriginalPdf(source: OriginalPdfSource): Promise<PdfRecord | null> {
  const db = getDb();
  const own = source.pdfId ? await getPdf(db, source.pdfId) : null;
  if (own) return own;
  const draft = source.draftId ? await getDraft(db, source.draftId) : null;
  return draft?.pdfId ? getPdf(db, draft.pdfId) : null;
}

export async function makeLinkPdf(input: {
  original: OriginalPdfSource;
  url: string;
  resume: ResumeData;
}): Promise<LinkPdfOutcome> {
  const record = await findOriginalPdf(input.original);
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
