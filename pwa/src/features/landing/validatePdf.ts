import { MAX_UPLOAD_BYTES, PDF_MAGIC, PDF_MIME } from '@folio/shared';

/** SPEC.md section 5, word for word. */
export const PDF_MESSAGES = {
  notPdf: 'Please upload a PDF file',
  tooLarge: 'File size must be less than 5MB',
} as const;

/**
 * The early, friendly check before a file is carried to /upload: PDF by type or name and by its
 * first bytes, at most 5 MB. The server checks again (it is the authority).
 */
export async function validatePdf(file: File): Promise<string | null> {
  const looksPdf = file.type === PDF_MIME || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!looksPdf) return PDF_MESSAGES.notPdf;
  if (file.size > MAX_UPLOAD_BYTES) return PDF_MESSAGES.tooLarge;
  try {
    const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
    const text = String.fromCharCode(...head);
    if (text !== PDF_MAGIC) return PDF_MESSAGES.notPdf;
  } catch {
    return PDF_MESSAGES.notPdf;
  }
  return null;
}

/** "1.25 MB" for the chosen file (SPEC.md section 3: the landing box shows size in MB). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
