import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repo root, found from this file (sync-server/src/test/http.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The resume corpus lives beside the repo (CI clones shared/ next to it). */
export const CORPUS_PDF_DIR = path.resolve(REPO_ROOT, '../shared/resume-corpus/dev/pdf');

export function corpusPdf(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    readFileSync(path.join(CORPUS_PDF_DIR, name.endsWith('.pdf') ? name : `${name}.pdf`)),
  );
}

/** Where a server under test listens: all that calling it needs (testServer's TestServer is one). */
export interface ServerAddress {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  text: string;
}

/** Calls the server with an optional bearer token and JSON body; never throws for an HTTP status. */
export async function api(
  server: ServerAddress,
  method: string,
  pathname: string,
  options: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${server.url}${pathname}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** A multipart body with one file in `field`. */
export function fileForm(
  bytes: Uint8Array<ArrayBuffer>,
  options: { field?: string; name?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  form.append(
    options.field ?? 'resume',
    new Blob([bytes], { type: options.type ?? 'application/pdf' }),
    options.name ?? 'resume.pdf',
  );
  return form;
}
