import type { ProviderInfo } from '@folio/shared';
import type { Config, UpstreamProvider } from '../configTypes.js';

/** Provider id of the local account page (no upstream). */
export const LOCAL_PROVIDER = 'local';

export type SignInProvider = { id: string; label: string } & (
  { kind: 'local' } | { kind: 'upstream'; upstream: UpstreamProvider }
);

/** The id an upstream answers to in `/auth/login/{id}` and `/auth/upstream/{id}/callback`. */
export function upstreamId(upstream: UpstreamProvider): string {
  return upstream.kind === 'google' ? 'google' : upstream.id;
}

/** Every way to sign in on this server, in the order the login page shows them. */
export function signInProviders(config: Config): SignInProvider[] {
  const providers: SignInProvider[] = config.upstream.map((upstream) => ({
    id: upstreamId(upstream),
    label: upstream.kind === 'google' ? 'Continue with Google' : upstream.label,
    kind: 'upstream',
    upstream,
  }));
  if (config.localSignin)
    providers.push({ id: LOCAL_PROVIDER, label: 'Continue with a local account', kind: 'local' });
  return providers;
}

export function findProvider(config: Config, id: string): SignInProvider | null {
  return signInProviders(config).find((provider) => provider.id === id) ?? null;
}

/** What `GET /api/auth/providers` lists. */
export function providerInfos(config: Config): ProviderInfo[] {
  return signInProviders(config).map(({ id, label }) => ({ id, label }));
}
