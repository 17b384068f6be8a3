import { API } from '@folio/shared';
import { apiFetch } from './client.js';

/** The published site as a zip the owner can host anywhere (GET /api/portfolios/:pid/export). */
export async function downloadSite(pid: string): Promise<Blob> {
  const body = await apiFetch(API.portfolioExport(pid), { binary: true, timeoutMs: 60_000 });
  if (!(body instanceof Blob)) throw new Error('The server sent no file.');
  return body;
}
