import { html, type SafeHtml } from './html.js';
import type { SignInProvider } from './providers.js';

/** Form field limits of the local account page. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export interface LocalFormState {
  name: string;
  email: string;
  error: string | null;
}

/**
 * The local account page: name and email, no password. Labelled inputs and a real form, so it works
 * with a keyboard, a screen reader and without JavaScript. It posts to its own interaction URL; the
 * interaction cookie (SameSite=Lax, scoped to that URL) is what ties the post to this browser.
 */
export function localSignInBody(uid: string, state: LocalFormState, cancelHref: string): SafeHtml {
  const action = `/auth/interaction/${encodeURIComponent(uid)}/local`;
  return html`<h1>Sign in with a local account</h1>
    <p>
      This account lives only on this Folio server. There is no password: enter your name and email to create
      the account, or to open it again later.
    </p>
    ${state.error ? html`<p class="error" role="alert" id="form-error">${state.error}</p>` : ''}
    <form method="post" action="${action}" novalidate>
      <label for="name">Name</label>
      <input
        id="name"
        name="name"
        type="text"
        autocomplete="name"
        required
        maxlength="${NAME_MAX}"
        value="${state.name}"
        ${state.error ? html` aria-describedby="form-error"` : ''}
        autofocus
      />
      <label for="email">Email</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="email"
        required
        maxlength="${EMAIL_MAX}"
        value="${state.email}"
      />
      <button type="submit">Sign in</button>
    </form>
    <p class="note"><a href="${cancelHref}">Cancel</a></p>`;
}

/** Shown when more than one way to sign in is available and the app did not pick one. */
export function chooserBody(uid: string, providers: SignInProvider[], cancelHref: string): SafeHtml {
  const base = `/auth/interaction/${encodeURIComponent(uid)}`;
  const links = providers.map((provider) => {
    const href =
      provider.kind === 'local' ? `${base}/local` : `${base}/upstream/${encodeURIComponent(provider.id)}`;
    return html`<a class="button${provider.kind === 'local' ? ' secondary' : ''}" href="${href}"
      >${provider.label}</a
    >`;
  });
  return html`<h1>Sign in to Folio</h1>
    <p>Choose how you want to sign in.</p>
    ${links}
    <p class="note"><a href="${cancelHref}">Cancel</a></p>`;
}
