import type { UserRecord } from '../storage/types.js';
import { html, type SafeHtml } from './html.js';
import type { SignInProvider } from './providers.js';

/** Form field limits of the local account page. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export interface LocalFormState {
  name: string;
  email: string;
  error: string | null;
  /** The field the error is about; it gets the focus and is marked invalid. */
  field?: 'name' | 'email';
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
      ${nameAndEmail(state, (field) => fieldState(state, field))}
      <button type="submit">Sign in</button>
    </form>
    <p class="note"><a href="${cancelHref}">Cancel</a></p>`;
}

/** The two labelled fields of a new account; `wiring` adds each field's error attributes. */
function nameAndEmail(
  values: { name: string; email: string },
  wiring: (field: 'name' | 'email') => SafeHtml,
): SafeHtml {
  return html`<label for="name">Name</label>
    <input
      id="name"
      name="name"
      type="text"
      autocomplete="name"
      required
      maxlength="${NAME_MAX}"
      value="${values.name}"
      ${wiring('name')}
    />
    <label for="email">Email</label>
    <input
      id="email"
      name="email"
      type="email"
      autocomplete="email"
      required
      maxlength="${EMAIL_MAX}"
      value="${values.email}"
      ${wiring('email')}
    />`;
}

/**
 * A field's error wiring: the one in error (the name when none is named) is described by the
 * message, marked invalid and focused; without an error the name field takes the focus.
 */
function fieldState(state: LocalFormState, field: 'name' | 'email'): SafeHtml {
  const inError = state.error !== null && (state.field ?? 'name') === field;
  if (inError) return html`aria-describedby="form-error" aria-invalid="true" autofocus`;
  if (state.error === null && field === 'name') return html`autofocus`;
  return state.error ? html`aria-describedby="form-error"` : html``;
}

/** Shown when more than one way to sign in is available and the app did not pick one. */
export function chooserBody(uid: string, providers: SignInProvider[], cancelHref: string): SafeHtml {
  const base = `/auth/interaction/${encodeURIComponent(uid)}`;
  const links = providers.map((provider) => {
    const href =
      provider.kind === 'upstream'
        ? `${base}/upstream/${encodeURIComponent(provider.id)}`
        : `${base}/${provider.kind}`;
    return html`<a class="button${provider.kind === 'local' ? ' secondary' : ''}" href="${href}"
      >${provider.label}</a
    >`;
  });
  return html`<h1>Sign in to Folio</h1>
    <p>Choose how you want to sign in.</p>
    ${links}
    <p class="note"><a href="${cancelHref}">Cancel</a></p>`;
}

/**
 * The passkey page. Signing in needs no typing (the browser offers this site's passkeys); a new
 * account needs a name and an email. The buttons work through passkey.js; without JavaScript the
 * page says so. Errors appear in one live region that the script fills and focuses.
 */
export function passkeyBody(page: {
  action: string;
  cancelHref: string;
  account: UserRecord | null;
}): SafeHtml {
  const { action, cancelHref, account } = page;
  const create = account
    ? html`<h2>Add a passkey to your account</h2>
        <p>You are signed in as ${account.email}. Add a passkey to sign in with it next time.</p>
        <button type="button" class="secondary" data-passkey="add">Add a passkey</button>`
    : html`<h2>New to Folio?</h2>
        <p>Create an account with a passkey: no password to remember.</p>
        <form data-passkey="register" novalidate>
          ${nameAndEmail({ name: '', email: '' }, () => html`aria-describedby="passkey-error"`)}
          <button type="submit" class="secondary">Create account with a passkey</button>
        </form>`;
  return html`<div id="passkey" data-action="${action}">
    <h1>Sign in with a passkey</h1>
    <p>Use the fingerprint, face or screen lock of this device, or a security key.</p>
    <noscript
      ><p class="error">
        Passkeys need JavaScript. Please turn it on, or choose another way to sign in.
      </p></noscript
    >
    <p class="error" id="passkey-error" role="alert" tabindex="-1"></p>
    <button type="button" data-passkey="signin" autofocus>Sign in with a passkey</button>
    <hr class="divider" />
    ${create}
    <p class="note"><a href="${cancelHref}">Cancel</a></p>
  </div>`;
}
