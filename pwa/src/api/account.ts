import { API, type UploadsResponse } from '@folio/shared';
import { apiFetch } from './client.js';

/** The caller's uploads and how long unused ones are kept (GET /api/uploads). */
export async function fetchUploads(): Promise<UploadsResponse> {
  const body = await apiFetch(API.uploads);
  if (typeof body !== 'object' || body === null || !('uploads' in body) || !Array.isArray(body.uploads))
    throw new Error('The server sent no uploads.');
  return body as UploadsResponse; // checked just above: the server's own shape
}

export async function deleteUpload(id: string): Promise<void> {
  await apiFetch(API.upload(id), { method: 'DELETE' });
}

/** Everything stored about the caller, as one JSON file (GET /api/account/export). */
export async function exportAccount(): Promise<Blob> {
  const body = await apiFetch(API.accountExport, { binary: true, timeoutMs: 60_000 });
  if (!(body instanceof Blob)) throw new Error('The server sent no file.');
  return body;
}

/** Deletes the account and everything of it on the server (DELETE /api/account). */
export async function deleteAccount(): Promise<void> {
  await apiFetch(API.account, { method: 'DELETE', clearSessionOn401: false });
}
