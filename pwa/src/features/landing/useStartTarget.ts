import { useAuth } from '../../auth/index.js';

/** Where the landing page's calls to action go: the dashboard when signed in, else /login. */
export function useStartTarget(): string {
  return useAuth().status === 'authenticated' ? '/dashboard' : '/login';
}
