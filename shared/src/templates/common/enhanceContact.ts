import { CONTACT_SUCCESS_MS } from '../../limits.js';
import { isBlank, isEmail } from '../../validation.js';
import { listen, type Enhancer } from './enhance.js';

type State = 'idle' | 'sending' | 'sent' | 'error';

const BUTTON_TEXT: Record<State, string> = {
  idle: 'Send Message',
  sending: 'Sending...',
  sent: 'Message Sent!',
  error: 'Send Message',
};

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
  form.noValidate = true;

  const setState = (state: State, message = '') => {
    form.dataset.state = state;
    const busy = state === 'sending' || state === 'sent';
    for (const c of controls) c.disabled = busy;
    if (button) {
      button.disabled = busy;
      button.textContent = BUTTON_TEXT[state];
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
      setState('error', 'Please fill in your name, email and message.');
      return;
    }
    if (!isEmail(body.email)) {
      setState('error', 'Please enter a valid email address.');
      return;
    }
    if (value('website')) {
      // The hidden trap field was filled: a bot. Look successful, send nothing.
      setState('sent', 'Message Sent!');
      return;
    }
    setState('sending', 'Sending...');
    void send(ctx.messagesUrl, body).then((error) => {
      if (error) {
        setState('error', error);
        return;
      }
      form.reset();
      setState('sent', 'Message Sent!');
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
): Promise<string | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return null;
    const data: unknown = await res.json().catch(() => null);
    return errorMessage(data) ?? 'Your message could not be sent. Please try again.';
  } catch {
    return 'You appear to be offline. Please try again when connected.';
  }
}

function errorMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const error = data.error;
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' && error.message ? error.message : null;
}
