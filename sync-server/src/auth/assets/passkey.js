// The passkey page's buttons (pages.ts passkeyBody): asks the server for WebAuthn options, lets the
// browser make or use a passkey (SimpleWebAuthn's browser bundle, loaded before this file), sends
// the answer back, and follows the server to the next step of sign-in. Plain JavaScript served as is.
(() => {
  const root = document.getElementById('passkey');
  const errorBox = document.getElementById('passkey-error');
  const lib = globalThis.SimpleWebAuthnBrowser;
  if (!root || !errorBox || !lib) return;
  const action = root.dataset.action;
  const buttons = () => [...root.querySelectorAll('button')];

  const showError = (message) => {
    errorBox.textContent = message;
    errorBox.focus();
  };

  if (!lib.browserSupportsWebAuthn()) {
    showError('This browser cannot use passkeys. Please choose another way to sign in.');
    for (const button of buttons()) button.disabled = true;
    return;
  }

  const post = async (path, body) => {
    const response = await fetch(action + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const data = await response.json().catch(() => null);
    if (!response.ok) {
      throw new Error(data?.error?.message ?? 'Something went wrong. Please try again.');
    }
    return data;
  };

  const ceremonyMessage = (error) => {
    if (error?.name === 'NotAllowedError' || error?.name === 'AbortError') {
      return 'The passkey prompt was closed or timed out. Please try again.';
    }
    if (error?.name === 'InvalidStateError') return 'This device already has a passkey for this account.';
    return error?.message || 'Something went wrong. Please try again.';
  };

  const run = async (mode, fields = {}) => {
    errorBox.textContent = '';
    for (const button of buttons()) button.disabled = true;
    root.setAttribute('aria-busy', 'true');
    try {
      const { options } = await post('/options', { mode, ...fields });
      const response =
        mode === 'signin'
          ? await lib.startAuthentication({ optionsJSON: options })
          : await lib.startRegistration({ optionsJSON: options });
      const { location } = await post('/verify', { response });
      window.location.assign(location);
    } catch (error) {
      showError(ceremonyMessage(error));
      for (const button of buttons()) button.disabled = false;
    } finally {
      root.removeAttribute('aria-busy');
    }
  };

  root.querySelector('[data-passkey="signin"]')?.addEventListener('click', () => void run('signin'));
  root.querySelector('[data-passkey="add"]')?.addEventListener('click', () => void run('add'));
  const form = root.querySelector('form[data-passkey="register"]');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const name = form.elements.namedItem('name');
    const email = form.elements.namedItem('email');
    for (const field of [name, email]) field.removeAttribute('aria-invalid');
    const missing = [name, email].find((field) => !field.value.trim());
    if (missing) {
      missing.setAttribute('aria-invalid', 'true');
      showError(missing === name ? 'Please enter your name.' : 'Please enter your email address.');
      missing.focus();
      return;
    }
    void run('register', { name: name.value, email: email.value });
  });
})();
