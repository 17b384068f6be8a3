import { API, type ContactMessage } from '@folio/shared';
import { apiCall, apiFetch } from './client.js';
import { bool, list, optStr, record, str } from './parse.js';

export function parseMessage(value: unknown): ContactMessage {
  const m = record(value, 'message');
  return {
    _id: str(m, '_id'),
    portfolioId: optStr(m, 'portfolioId'),
    portfolioTitle: optStr(m, 'portfolioTitle'),
    name: optStr(m, 'name'),
    email: optStr(m, 'email'),
    message: optStr(m, 'message'),
    read: bool(m, 'read', false),
    createdAt: optStr(m, 'createdAt'),
  };
}

/** GET /api/messages: contact messages visitors sent to the caller's portfolios, newest first. */
export function fetchMessages(): Promise<ContactMessage[]> {
  return apiCall(API.messages, (body) => list(record(body, 'response').messages, 'messages', parseMessage));
}

/** PATCH /api/messages/{id}: marks a message read or unread. */
export async function markMessageRead(id: string, read: boolean): Promise<void> {
  await apiFetch(API.message(id), { method: 'PATCH', body: { read } });
}

/** DELETE /api/messages/{id}. */
export async function deleteMessage(id: string): Promise<void> {
  await apiFetch(API.message(id), { method: 'DELETE' });
}
