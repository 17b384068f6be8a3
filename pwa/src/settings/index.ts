export {
  readLocal,
  writeLocal,
  readSession,
  writeSession,
  readLocalJson,
  readSessionJson,
  oidcUserStorage,
  hasStoredOidcUser,
  removeStoredOidcUsers,
  onOtherTabChange,
} from './storage.js';
export {
  getAuthToken,
  setAuthToken,
  getPostLoginRedirect,
  setPostLoginRedirect,
  sanitizeRedirect,
} from './authToken.js';
