import type { ProviderInfo } from '@folio/shared';
import { useEffect, useState } from 'react';
import { describeError, fetchProviders } from '../../api/index.js';

export type ProvidersState =
  | { status: 'loading' }
  | { status: 'ready'; providers: ProviderInfo[] }
  | { status: 'error'; message: string };

/** The sign-in providers this server has enabled (GET /api/auth/providers). */
export function useProviders(): ProvidersState {
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchProviders().then(
      (providers) => live && setState({ status: 'ready', providers }),
      (error: unknown) =>
        live &&
        setState({ status: 'error', message: describeError(error, 'Could not load the sign-in options.') }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
