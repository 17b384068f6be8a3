import type Koa from 'koa';
import type { ProviderInfo } from '@folio/shared';
import type { Config, UpstreamProvider } from '../configTypes.js';
import { localSigninAllowed } from './clientAddress.js';

/** Provider id of the local account page (no upstream). */
export const LOCAL_PROVIDER = 'local';
/** Provider id of passkeys (WebAuthn) for accounts of the embedded provider. */
export const PASSKEY_PROVIDER = 'passkey';

export type SignInProvider = { id: string; label: string } & (
  { kind: 'local' } | { kind: 'passkey' } | { kind: 'upstream'; upstream: UpstreamProvider }
);

/** The id an upstream answers to in `/auth/login/{id}` and `/auth/upstream/{id}/callback`. */
export function upstreamId(upstream: UpstreamProvider): string {
  return upstream.kind === 'google' ? 'google' : upstream.id;
}

/**
 * Every way this request may sign in, in the order the login page shows them. The local account
 * page depends on who asks (clientAddress.ts), so the list is per request.
 */
export function signInProviders(config: Config, ctx: Koa.Context): SignInProvider[] {
  const providers: SignInProvider[] = config.upstream.map((upstream) => ({
    id: upstreamId(upstream),
    label: upstream.kind === 'google' ? 'Continue with Google' : upstream.label,
    kind: 'upstream',
    upstream,
  }));
  if (config.passkeys)
    providers.push({ id: PASSKEY_PROVIDER, label: 'Continue with a passkey', kind: 'passkey' });
  if (localSigninAllowed(ctx, config))
    providers.push({ id: LOCAL_PROVIDER, label: 'Continue with a local account', kind: 'local' });
  return providers;
}

export function findProvider(config: Config, ctx: Koa.Context, id: string): SignInProvider | null {
  return signInProviders(config, ctx).find((provider) => provider.id === id) ?? null;
}

/** What `GET /api/auth/providers` lists. */
export function providerInfos(config: Config, ctx: Koa.Context): ProviderInfo[] {
  return signInProviders(config, ctx).map(({ id, label }) => ({ id, label }));
}
