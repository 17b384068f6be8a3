/**
 * The PWA's API layer: `apiFetch`/`apiCall` (the one fetch wrapper) and one function per call.
 * Other features build their own calls on `apiFetch` + `API` paths from `@folio/shared`.
 */
export {
  apiFetch,
  apiCall,
  onUnauthorized,
  setApiBase,
  DEFAULT_TIMEOUT_MS,
  type ApiRequest,
} from './client.js';
export {
  ApiError,
  describeError,
  messageForCode,
  errorFromResponse,
  type ClientErrorCode,
} from './errors.js';
export { ParseError } from './parse.js';
export { getAuthToken } from '../settings/index.js';
export * from './auth.js';
export * from './portfolios.js';
export * from './stats.js';
export * from './messages.js';
export * from './landing.js';
export * from './siteExport.js';
export * from './versions.js';
export * from './links.js';
export * from './domains.js';
export * from './account.js';
