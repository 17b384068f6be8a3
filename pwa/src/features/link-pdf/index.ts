/**
 * The per-link PDF for other screens (the applications tracker): a button that makes and downloads
 * it, and the plain function behind it (loaded on demand, so import it dynamically).
 */
export { LinkPdfButton, linkPdfFileName, type LinkPdfButtonProps } from './LinkPdfButton.js';
export type { LinkPdfOutcome, OriginalPdfSource } from './makeLinkPdf.js';
