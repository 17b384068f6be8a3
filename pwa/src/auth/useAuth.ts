import { useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuth, type AuthState } from './authStore.js';

/** The current sign-in state; re-renders when it changes. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}
