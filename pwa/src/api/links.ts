import {
  API,
  type CreatePrivateLinkRequest,
  type LinkOpenedNotice,
  type PrivateLink,
  type SetLinkTailoringRequest,
} from '@folio/shared';
import { apiFetch } from './client.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function links(body: unknown): PrivateLink[] {
  if (!isObject(body) || !Array.isArray(body.links)) throw new Error('The server sent no links.');
  return body.links as PrivateLink[]; // the server's own shape (PrivateLinkListResponse)
}

function link(body: unknown): PrivateLink {
  if (!isObject(body) || !isObject(body.link)) throw new Error('The server sent no link.');
  return body.link as unknown as PrivateLink; // PrivateLinkResponse
}

export async function fetchPrivateLinks(pid: string): Promise<PrivateLink[]> {
  return links(await apiFetch(API.portfolioLinks(pid)));
}

export async function createPrivateLink(
  pid: string,
  request: CreatePrivateLinkRequest,
): Promise<PrivateLink> {
  return link(await apiFetch(API.portfolioLinks(pid), { method: 'POST', body: request }));
}

export async function revokePrivateLink(pid: string, id: string): Promise<void> {
  await apiFetch(API.portfolioLink(pid, id), { method: 'DELETE' });
}

export async function fetchNotifications(): Promise<LinkOpenedNotice[]> {
  const body = await apiFetch(API.notifications);
  if (!isObject(body) || !Array.isArray(body.notifications))
    throw new Error('The server sent no notifications.');
  return body.notifications as LinkOpenedNotice[]; // NotificationsResponse
}

export async function markNotificationsSeen(ids: string[]): Promise<void> {
  await apiFetch(API.notificationsSeen, { method: 'POST', body: { ids } });
}

/** Sets what a link shows differently from the public page (null: the public page as it is). */
export async function setLinkTailoring(
  pid: string,
  id: string,
  tailoring: SetLinkTailoringRequest['tailoring'],
): Promise<PrivateLink> {
  return link(await apiFetch(API.portfolioLinkTailoring(pid, id), { method: 'PUT', body: { tailoring } }));
}
