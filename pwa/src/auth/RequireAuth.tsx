import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner.js';
import { setPostLoginRedirect } from '../settings/index.js';
import { useAuth } from './useAuth.js';

/**
 * The guard of SPEC.md section 2: a spinner while sign-in is being checked, /login when signed out
 * (remembering the requested page so sign-in returns to it).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <CheckingSignIn />;
  if (status === 'anonymous') {
    setPostLoginRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  return children;
}

/** The page while sign-in is being checked. */
export function CheckingSignIn() {
  return (
    <main id="main" className="page page--center">
      <Spinner label="Checking your sign-in..." />
    </main>
  );
}
