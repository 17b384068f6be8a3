/*
 * Readers for values from untrusted documents (JSON, YAML, CSV, XMP): never cast, always checked.
 * restoreResume() cleans and validates the result; these only pick out the right types.
 */

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** A one-line value; numbers (YAML reads `2020` as one) become their digits. */
export function str(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A value that may span lines: a string, or a list of lines. */
export function textOf(v: unknown): string {
  if (Array.isArray(v)) return v.map(str).filter(Boolean).join('\n');
  return typeof v === 'string' ? v.trim() : '';
}
