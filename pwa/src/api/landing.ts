import { API, type LandingContactRequest } from '@folio/shared';
import { apiFetch } from './client.js';

/** POST /api/contact: the landing page's contact form, stored by the server and rate limited. */
export async function sendContactMessage(message: LandingContactRequest): Promise<void> {
  await apiFetch(API.contact, { method: 'POST', body: message, auth: false });
}

/** POST /api/newsletter: stores the address for product news. */
export async function subscribeNewsletter(email: string): Promise<void> {
  await apiFetch(API.newsletter, { method: 'POST', body: { email }, auth: false });
}
