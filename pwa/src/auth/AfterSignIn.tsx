import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../components/Spinner.js';
import { takePostLoginRedirect } from './authStore.js';

/**
 * Goes to the remembered page (or /dashboard) once, forgetting it. The ref keeps StrictMode's second
 * effect run from navigating again with the already-cleared value.
 */
export function AfterSignIn({ label = 'Signing you in...' }: { label?: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(takePostLoginRedirect(), { replace: true });
  }, [navigate]);
  return <Spinner label={label} />;
}
