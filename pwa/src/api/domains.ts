import { API, type CustomDomain } from '@folio/shared';
import { apiFetch } from './client.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function customDomain(body: unknown): CustomDomain {
  if (!isObject(body) || !isObject(body.customDomain)) throw new Error('The server sent no domain.');
  return body.customDomain as unknown as CustomDomain; // the server's own shape (CustomDomainResponse)
}

/** The portfolio's custom domain, or null when it has none. */
export async function fetchCustomDomain(pid: string): Promise<CustomDomain | null> {
  const body = await apiFetch(API.portfolioDomain(pid));
  return isObject(body) && body.customDomain === null ? null : customDomain(body);
}

export async function setCustomDomain(pid: string, domain: string): Promise<CustomDomain> {
  return customDomain(await apiFetch(API.portfolioDomain(pid), { method: 'POST', body: { domain } }));
}

export async function verifyCustomDomain(pid: string): Promise<CustomDomain> {
  return customDomain(await apiFetch(API.portfolioDomainVerify(pid), { method: 'POST' }));
}

export async function removeCustomDomain(pid: string): Promise<void> {
  await apiFetch(API.portfolioDomain(pid), { method: 'DELETE' });
}
