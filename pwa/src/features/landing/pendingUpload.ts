/**
 * Hands a PDF chosen on the landing page to /upload without losing it (issue 4: "kept and carried
 * to /upload"). Memory only: the file lives as long as this page does. Sign-in from the landing
 * page uses a popup when a file is waiting, so the page (and the file) survive it.
 */
let pending: File | null = null;

export function setPendingUpload(file: File | null): void {
  pending = file;
}

/** The waiting file, if any, and forgets it: the upload page calls this once. */
export function takePendingUpload(): File | null {
  const file = pending;
  pending = null;
  return file;
}

/** The waiting file without taking it (the login page mentions it). */
export function peekPendingUpload(): File | null {
  return pending;
}
