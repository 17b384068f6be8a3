/** The kinds of file the upload box takes; told apart by their first bytes, not by their names. */
export type ResumeFileKind = 'pdf' | 'zip' | 'json' | 'yaml' | 'unknown';

/** Looks at the first bytes (a few hundred are enough) and the name as a tie-breaker for YAML. */
export function sniffResumeFile(name: string, head: Uint8Array): ResumeFileKind {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  const first = /\S/.exec(text)?.[0];
  if (first === '{' || first === '[') return 'json';
  if (/\.ya?ml$/i.test(name) || /^cv:\s*$/m.test(text)) return 'yaml';
  return 'unknown';
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}
