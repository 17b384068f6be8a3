import { API, type InboundItem, type InboundKind, type InboundPageResponse } from '@folio/shared';
import { apiCall, apiFetch } from './client.js';
import { bool, list, num, optStr, record, str } from './parse.js';

/* The operator's calls (ADMIN_EMAILS): the landing page's contact messages and newsletter subscribers. */

function parseItem(value: unknown): InboundItem {
  const i = record(value, 'item');
  const kind = str(i, 'kind');
  return {
    _id: str(i, '_id'),
    kind: kind === 'newsletter' ? 'newsletter' : 'contact',
    name: optStr(i, 'name'),
    email: optStr(i, 'email'),
    subject: optStr(i, 'subject'),
    message: optStr(i, 'message'),
    handled: bool(i, 'handled', false),
    createdAt: optStr(i, 'createdAt'),
  };
}

/** GET /api/admin/inbound: one page (1-based) of contact messages or subscribers, newest first. */
export function fetchInboundPage(kind: InboundKind, page: number): Promise<InboundPageResponse> {
  const query = new URLSearchParams({ kind, page: String(page) });
  return apiCall(`${API.adminInbound}?${query.toString()}`, (body) => {
    const b = record(body, 'response');
    return {
      items: list(b.items, 'items', parseItem),
      total: num(b, 'total'),
      page: num(b, 'page'),
      pageSize: num(b, 'pageSize'),
    };
  });
}

export async function setInboundHandled(id: string, handled: boolean): Promise<void> {
  await apiFetch(API.adminInboundItem(id), { method: 'PATCH', body: { handled } });
}

export async function deleteInbound(id: string): Promise<void> {
  await apiFetch(API.adminInboundItem(id), { method: 'DELETE' });
}

/** Every subscriber as CSV (one row per address), for a mailing tool. */
export async function exportSubscribers(): Promise<Blob> {
  const body = await apiFetch(API.adminSubscribersCsv, { binary: true, timeoutMs: 60_000 });
  if (!(body instanceof Blob)) throw new Error('The server sent no file.');
  return body;
}
