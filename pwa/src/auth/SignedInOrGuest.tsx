import type { ReactNode } from 'react';
import { CheckingSignIn } from './RequireAuth.js';
import { useAuth } from './useAuth.js';

/**
 * For the screens a visitor can try before signing up (issue 22): a spinner while sign-in is being
 * checked, then the page for everyone, under the signed-in bar or the visitor's.
 */
export function SignedInOrGuest({
  signedIn,
  guest,
  children,
}: {
  signedIn: ReactNode;
  guest: ReactNode;
  children: ReactNode;
}) {
  const { status } = useAuth();
  if (status === 'loading') return <CheckingSignIn />;
  return (
    <>
      {status === 'authenticated' ? signedIn : guest}
      {children}
    </>
  );
}
