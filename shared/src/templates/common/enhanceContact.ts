import { CONTACT_SUCCESS_MS } from '../../limits.js';
import { isBlank, isEmail } from '../../validation.js';
import { listen, type Enhancer } from './enhance.js';

type State = 'idle' | 'sending' | 'sent' | 'error';

/** English words, for a form rendered before its words moved into data attributes (cached pages). */
const ENGLISH = {
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message Sent!',
  missing: 'Please fill in your name, email and message.',
  badEmail: 'Please enter a valid email address.',
  failed: 'Your message could not be sent. Please try again.',
  offline: 'You appear to be offline. Please try again when connected.',
};
type Words = typeof ENGLISH;

/** The page language's words, which the server rendered onto the form (ContactForm.tsx). */
function wordsOf(form: HTMLFormElement): Words {
  const d = form.dataset;
  return {
    send: d.fxSend || ENGLISH.send,
    sending: d.fxSending || ENGLISH.sending,
    sent: d.fxSent || ENGLISH.sent,
    missing: d.fxMissing || ENGLISH.missing,
    badEmail: d.fxBadEmail || ENGLISH.badEmail,
    failed: d.fxFailed || ENGLISH.failed,
    offline: d.fxOffline || ENGLISH.offline,
  };
}

/**
 * The contact form with scripts: validates (all fields required, email format — SPEC.md section 5),
 * posts JSON to the messages API and walks idle → sending → 'Message Sent!' (3 s) → idle, or → error.
 * Fields and the button are disabled while sending and while the success message shows.
 */
export const enhanceContact: Enhancer = (root, ctx) => {
  const form = root.querySelector<HTMLFormElement>('form[data-fx-contact]');
  if (!form || !ctx.messagesUrl || !form.getAttribute('action')) return () => {};
  const status = form.querySelector<HTMLElement>('.fx-contact__status');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const controls = Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const words = wordsOf(form);
  const buttonText: Record<State, string> = {
    idle: words.send,
    sending: words.sending,
    sent: words.sent,
    error: words.send,
  };
  form.noValidate = true;

  const setState = (state: State, message = '') => {
    form.dataset.state = state;
    const busy = state === 'sending' || state === 'sent';
    for (const c of controls) c.disabled = busy;
    if (button) {
      button.disabled = busy;
      button.textContent = buttonText[state];
    }
    if (status) {
      status.dataset.state = state;
      status.textContent = message;
    }
  };

  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
  };

  const stop = listen(form, 'submit', (event) => {
    event.preventDefault();
    if (form.dataset.state === 'sending' || form.dataset.state === 'sent') return;
    const body = {
      name: value('name').trim(),
      email: value('email').trim(),
      message: value('message').trim(),
    };
    if (isBlank(body.name) || isBlank(body.email) || isBlank(body.message)) {
      setState('error', words.missing);
      return;
    }
    if (!isEmail(body.email)) {
      setState('error', words.badEmail);
      return;
    }
    if (value('website')) {
      // The hidden trap field was filled: a bot. Look successful, send nothing.
      setState('sent', words.sent);
      return;
    }
    setState('sending', words.sending);
    void send(ctx.messagesUrl, body, words).then((error) => {
      if (error) {
        setState('error', error);
        return;
      }
      form.reset();
      setState('sent', words.sent);
      timer = setTimeout(() => setState('idle'), CONTACT_SUCCESS_MS);
    });
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
};

async function send(
  url: string,
  body: { name: string; email: string; message: string },
  words: Words,
): Promise<string | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return null;
    const data: unknown = await res.json().catch(() => null);
    return errorMessage(data) ?? words.failed;
  } catch {
    return words.offline;
  }
}

function errorMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const error = data.error;
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' && error.message ? error.message : null;
}
