import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AUTH_MESSAGES,
  signInWithRedirectResponse,
  signInWithToken,
  takePostLoginRedirect,
} from '../../auth/index.js';
import { Spinner } from '../../components/Spinner.js';
import { getAuthToken } from '../../settings/authToken.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { callbackAction } from './callbackAction.js';

/**
 * /auth/callback (SPEC.md section 2): finishes sign-in from the OpenID Connect response, or from the
 * spec's `?token=` / `?error=` forms, then goes to the remembered page or /dashboard.
 */
export function CallbackPage() {
  useDocumentTitle('Signing in');
  const navigate = useNavigate();
  const handled = useRef(false);
  const [inPopup, setInPopup] = useState(false);

  useEffect(() => {
    // StrictMode runs this effect twice; the OIDC exchange itself is also guarded in auth/oidc.ts.
    if (handled.current) return;
    handled.current = true;
    const action = callbackAction(new URLSearchParams(window.location.search));
    const fail = (reason: string) =>
      navigate(`/login?error=${encodeURIComponent(reason)}`, { replace: true });
    const succeed = () => navigate(takePostLoginRedirect(), { replace: true });

    switch (action.kind) {
      case 'error':
        fail(action.message);
        return;
      case 'missing':
        fail(AUTH_MESSAGES.noToken);
        return;
      case 'token':
        // Our server never sends ?token= (sign-in is OIDC), so such a link comes from elsewhere: it
        // must never swap the person already signed in for someone else's account (login CSRF).
        if (getAuthToken()) {
          succeed();
          return;
        }
        signInWithToken(action.token).then(succeed, (error: unknown) =>
          fail(error instanceof Error ? error.message : AUTH_MESSAGES.authFailed),
        );
        return;
      case 'oidc':
        signInWithRedirectResponse(window.location.href).then(
          (user) => (user ? succeed() : setInPopup(true)),
          (error: unknown) =>
            fail(error instanceof Error && error.message ? error.message : AUTH_MESSAGES.authFailed),
        );
        return;
    }
  }, [navigate]);

  return (
    <main id="main" className="page page--center">
      <h1 className="visually-hidden">Signing in</h1>
      {inPopup ? (
        <p role="status">Signed in. This window closes by itself; you can also close it.</p>
      ) : (
        <Spinner label="Completing authentication..." />
      )}
    </main>
  );
}
