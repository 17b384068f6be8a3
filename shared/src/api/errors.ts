/** The one error vocabulary. The server sends `{ error: { code, message } }`; the PWA maps codes to words. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'gone',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'request_timeout',
  'idempotency_key_reused',
  'plan_limit_reached',
  'unknown_template',
  'unknown_provider',
  'invalid_domain',
  'domain_taken',
  'domain_already_set',
  'domain_not_verified',
  'dns_lookup_failed',
  'invalid_slug',
  'slug_taken',
  'pdf_no_text',
  'pdf_empty',
  'pdf_encrypted',
  'pdf_corrupt',
  'pdf_too_many_pages',
  'pdf_not_a_resume',
  'pdf_too_complex',
  'pdf_too_much_text',
  'parse_timeout',
  'parse_failed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Messages a person understands, for codes the client can meet. The server may send a more specific one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'The request was not understood.',
  validation_failed: 'Some fields are missing or invalid.',
  unauthorized: 'Please sign in again.',
  forbidden: 'You do not have access to this.',
  not_found: 'Not found.',
  gone: 'This was deleted.',
  conflict: 'This was changed elsewhere since you loaded it.',
  payload_too_large: 'File size must be less than 5MB',
  unsupported_media_type: 'Please upload a PDF file',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  request_timeout: 'The upload took too long to arrive. Check your connection and try again.',
  idempotency_key_reused: 'This retry key was already used for a different change.',
  plan_limit_reached:
    "You've reached the maximum number of portfolios for your plan. Please upgrade to create more.",
  unknown_template: 'That template does not exist.',
  unknown_provider: 'That sign-in provider is not available.',
  invalid_domain: 'That is not a domain name this portfolio can use.',
  domain_taken: 'Another portfolio already uses this domain.',
  domain_already_set: 'This portfolio already has a domain. Remove it first to use another.',
  domain_not_verified: 'The TXT record was not found yet. DNS changes can take a while to appear.',
  dns_lookup_failed: 'The DNS lookup failed. Please try again in a moment.',
  invalid_slug:
    'That cannot be an address: use letters and digits of one alphabet, with hyphens between words.',
  slug_taken: 'Someone already has this address. Try another.',
  pdf_no_text: 'This PDF has no selectable text — it looks like a scanned image.',
  pdf_empty: 'This PDF has no pages with content.',
  pdf_encrypted: 'This PDF is password-protected. Please upload an unprotected copy.',
  pdf_corrupt: 'This file could not be read as a PDF. It may be damaged.',
  pdf_too_many_pages: 'This PDF has too many pages to be a resume.',
  pdf_not_a_resume: 'This document does not look like a resume.',
  pdf_too_complex: 'Reading this PDF needed far more memory than a resume does, so we stopped.',
  pdf_too_much_text: 'This PDF holds far more text than a resume does, so we stopped reading it.',
  parse_timeout: 'Reading this PDF took too long, so we stopped.',
  parse_failed: 'Failed to upload resume. Please try again.',
  internal: 'Something went wrong on our side. Please try again.',
};
