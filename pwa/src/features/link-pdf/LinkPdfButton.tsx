import type { ResumeData } from '@folio/shared';
import { useState } from 'react';
import { saveBlob } from '../share/saveBlob.js';
import { fileStem as slug } from '../share/shareModel.js';
import type { LinkPdfOutcome, OriginalPdfSource } from './makeLinkPdf.js';

export interface LinkPdfButtonProps {
  /** The private link's address the PDF leads to. */
  url: string;
  /** Who it is for ("Acme — backend role"): names the file. */
  label: string;
  resume: ResumeData;
  /** Where the original PDF is on this device: the LocalPortfolioRecord's `pdfId` and `draftId`. */
  original: OriginalPdfSource;
  /** The start of the file name (shareModel's fileStem of the portfolio). */
  fileStem: string;
}

/** "ada-quill-cascade-acme-backend-role.pdf": the portfolio's file stem and who the link is for. */
export const linkPdfFileName = (stem: string, label: string) => `${stem}-${slug({ title: label })}.pdf`;

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string; printInstead: boolean };

const PLACED = {
  margin: 'The link and its QR code are at the foot of page one.',
  strip:
    'Page one had no free margin, so it is a little taller: the link and QR code are in a strip below it.',
  'last-page': 'Page one is turned, so the link and QR code are on a page of their own at the end.',
} as const;

/**
 * "Download PDF for this link": the owner's own PDF with the link's address and a QR code, made on
 * this device (link-pdf/makeLinkPdf.ts). Without the original on the device the honest alternative
 * is the browser's own print of the link's page, which has neither the QR code nor the attached data.
 */
export function LinkPdfButton({ url, label, resume, original, fileStem }: LinkPdfButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const make = async () => {
    setState({ kind: 'working' });
    try {
      const { makeLinkPdf } = await import('./makeLinkPdf.js');
      const made: LinkPdfOutcome = await makeLinkPdf({ original, url, resume });
      if (!made.ok) {
        setState({ kind: 'failed', message: made.message, printInstead: true });
        return;
      }
      saveBlob(made.blob, linkPdfFileName(fileStem, label));
      setState({ kind: 'done', message: `Downloaded. ${PLACED[made.placement]}` });
    } catch {
      setState({ kind: 'failed', message: 'The PDF could not be made.', printInstead: true });
    }
  };
  return (
    <div className="link-pdf">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => void make()}
        disabled={state.kind === 'working'}
        aria-busy={state.kind === 'working'}
      >
        {state.kind === 'working' ? 'Making the PDF…' : 'Download PDF for this link'}
      </button>
      {state.kind === 'done' && (
        <p role="status" className="muted link-pdf__note">
          {state.message}
        </p>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="link-pdf__note">
          <p>{state.message}</p>
          {state.printInstead && (
            <p className="muted">
              Instead, open{' '}
              <a href={url} target="_blank" rel="noopener noreferrer">
                this link’s page
              </a>{' '}
              and print it with your browser (choose “Save as PDF”): you get your template’s printed page,
              without the QR code or the attached resume data.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
