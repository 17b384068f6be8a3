/**
 * The one logger (STYLE.md convention 3). Folio has no error-reporting service, so it writes to the
 * browser console, where a developer or a support session can read it.
 */
export const logger = {
  error(message: string, detail?: unknown): void {
    // eslint-disable-next-line no-console
    console.error(`[folio] ${message}`, detail ?? '');
  },
  warn(message: string, detail?: unknown): void {
    // eslint-disable-next-line no-console
    console.warn(`[folio] ${message}`, detail ?? '');
  },
};
