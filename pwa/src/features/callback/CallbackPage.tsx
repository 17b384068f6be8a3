import { useEffect, useRef, useState } from 'react';
import type { User } from '@folio/shared';
import { useNavigate } from 'react-router-dom';
import {
  AUTH_MESSAGES,
  signInWithRedirectResponse,
  signInWithToken,
  takePostLoginRedirect,
  tokenOwner,
} from '../../auth/index.js';
import { Spinner } from '../../components/Spinner.js';
import { getAuthToken } from '../../settings/authToken.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { callbackAction } from './callbackAction.js';
import './callback.css';

/**
 * /auth/callback (SPEC.md section 2): finishes sign-in from the OpenID Connect response, or from the
 * spec's `?token=` / `?error=` forms, then goes to the remembered page or /dashboard. A `?token=` link
 * (our server never sends one) signs in only after the person has seen whose account it opens.
 */
export function CallbackPage() {
  useDocumentTitle('Signing in');
  const navigate = useNavigate();
  const handled = useRef(false);
  const [inPopup, setInPopup] = useState(false);
  const [offered, setOffered] = useState<{ token: string; user: User } | null>(null);
  const [busy, setBusy] = useState(false);

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
        // Signed out, the link could still be someone else's account handed to this person (whose
        // uploads would then land there), so they see whose it is and choose.
        tokenOwner(action.token).then(
          (user) => setOffered({ token: action.token, user }),
          (error: unknown) => fail(error instanceof Error ? error.message : AUTH_MESSAGES.authFailed),
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

  if (offered) {
    const accept = () => {
      setBusy(true);
      signInWithToken(offered.token).then(
        () => navigate(takePostLoginRedirect(), { replace: true }),
        (error: unknown) =>
          navigate(
            `/login?error=${encodeURIComponent(error instanceof Error ? error.message : AUTH_MESSAGES.authFailed)}`,
            { replace: true },
          ),
      );
    };
    return (
      <main id="main" className="page page--center">
        <section className="card card--narrow" aria-labelledby="offered-title">
          <h1 id="offered-title">Sign in as {offered.user.name || offered.user.email}?</h1>
          <p>
            This sign-in link was not started on this device. Continue only if{' '}
            <strong>{offered.user.email}</strong> is your account: what you upload will be saved to it.
          </p>
          <div className="callback__actions">
            <button type="button" className="btn btn--primary" onClick={accept} disabled={busy}>
              Continue as {offered.user.name || offered.user.email}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => navigate('/login', { replace: true })}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </section>
      </main>
    );
  }

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
