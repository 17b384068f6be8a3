import { useEffect, type ReactNode } from 'react';
import { startAuth } from './authStore.js';

/** Runs the start-up sign-in check once per page load (startAuth is idempotent, so StrictMode is fine). */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void startAuth();
  }, []);
  return children;
}
