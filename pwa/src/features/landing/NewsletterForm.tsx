import { useState, type FormEvent } from 'react';
import { ApiError, subscribeNewsletter } from '../../api/index.js';
import { validateNewsletterEmail } from './contactValidation.js';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** The footer's newsletter box: validates the address and stores it on the server. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await subscribeNewsletter(email.trim());
      setEmail('');
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof ApiError ? error.message : 'Could not subscribe. Please try again.',
      });
    }
  };

  return (
    <form className="newsletter" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2 className="footer__heading">Product news</h2>
      <p className="muted">An occasional email when Folio gains something new. Nothing else.</p>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email for product news
        </label>
        <input
          id="newsletter-email"
          className="field__input"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby="newsletter-status"
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind === 'error') setStatus({ kind: 'idle' });
          }}
        />
        <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending'}>
          Subscribe
        </button>
      </div>
      <p id="newsletter-status" className="newsletter__status" role="status">
        {status.kind === 'done' && 'Subscribed. Thank you!'}
        {status.kind === 'error' && <span className="newsletter__error">{status.message}</span>}
      </p>
    </form>
  );
}
