import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AfterSignIn, AUTH_MESSAGES, login, loginWithPopup, useAuth } from '../../auth/index.js';
import { peekPendingUpload } from '../landing/pendingUpload.js';
import { Banner } from '../../components/Banner.js';
import { Button } from '../../components/Button.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { useProviders } from './useProviders.js';
import './login.css';

/**
 * /login (SPEC.md section 2): one button per provider the server offers. `?error=` shows the error
 * of a failed sign-in; `?provider=` (from the server's /auth/login/{provider}) starts that sign-in
 * at once.
 */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const errorParam = params.get('error');
  const autoProvider = params.get('provider');
  const { status } = useAuth();
  const providers = useProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const autoStarted = useRef(false);
  // A PDF chosen on the landing page lives in memory; a popup sign-in keeps this page (and it) alive.
  const [pendingFile] = useState(peekPendingUpload);

  const start = useCallback(
    async (provider: string) => {
      setBusy(provider);
      setStartError(null);
      if (pendingFile) {
        try {
          // Once signed in, this page renders <AfterSignIn>, which goes on to the remembered page.
          await loginWithPopup(provider);
          return;
        } catch {
          // Popup blocked or closed: fall back to the full-page sign-in below (the file is then lost).
        }
      }
      try {
        await login(provider, '/login');
      } catch {
        setStartError(AUTH_MESSAGES.loginFailed);
        setBusy(null);
      }
    },
    [pendingFile],
  );

  useEffect(() => {
    if (!autoProvider || autoStarted.current || status === 'loading' || status === 'authenticated') return;
    autoStarted.current = true;
    void start(autoProvider);
  }, [autoProvider, status, start]);

  if (status === 'authenticated') {
    return (
      <main id="main" className="page page--center">
        <AfterSignIn label="You are signed in. Redirecting..." />
      </main>
    );
  }

  return (
    <main id="main" className="page page--center login">
      <div className="card card--narrow login__card">
        <Link to="/" className="login__back">
          ← Back to home
        </Link>
        <h1 className="login__title">Welcome Back</h1>
        <p className="muted">Sign in to build, publish and manage your portfolios. No password needed.</p>

        {errorParam && (
          <Banner tone="error">
            <p>
              <strong>Sign-in failed:</strong> {errorParam}
            </p>
          </Banner>
        )}
        {startError && <Banner tone="error">{startError}</Banner>}
        {pendingFile && (
          <Banner tone="info">
            <p>
              <strong>{pendingFile.name}</strong> is ready to upload. Sign-in opens in a small window so your
              file stays selected.
            </p>
          </Banner>
        )}

        <div className="login__providers">
          {providers.status === 'loading' && <Spinner label="Loading sign-in options..." />}
          {providers.status === 'error' && <Banner tone="error">{providers.message}</Banner>}
          {providers.status === 'ready' && providers.providers.length === 0 && (
            <Banner tone="warning">
              This server has no sign-in method enabled. Ask its operator to configure one.
            </Banner>
          )}
          {providers.status === 'ready' &&
            providers.providers.map((provider) => (
              <Button
                key={provider.id}
                variant="primary"
                size="lg"
                className="login__provider"
                busy={busy === provider.id}
                disabled={busy !== null}
                onClick={() => void start(provider.id)}
              >
                {provider.label}
              </Button>
            ))}
        </div>

        <p className="login__legal muted">
          By continuing you agree to the <Link to="/terms">Terms</Link> and the{' '}
          <Link to="/privacy">Privacy notice</Link>.
        </p>
      </div>
    </main>
  );
}
