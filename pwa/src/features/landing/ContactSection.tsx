import { LANDING_CONTACT_BANNER_MS, type LandingContactRequest } from '@folio/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, sendContactMessage } from '../../api/index.js';
import { Banner } from '../../components/Banner.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { validateContact, type ContactErrors } from './contactValidation.js';

const EMPTY: LandingContactRequest = { name: '', email: '', subject: '', message: '' };
/** SPEC.md section 8, word for word. */
export const CONTACT_SUCCESS = "Message sent successfully! We'll get back to you soon.";

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** #contact: the form really sends (stored by the server, rate limited) and shows what happened. */
export function ContactSection() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (status.kind !== 'sent') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), LANDING_CONTACT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = (key: keyof LandingContactRequest) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
      });
      setForm(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.code === 'rate_limited'
            ? 'You have sent several messages in a short time. Please wait a while before sending another.'
            : error.message
          : 'Your message could not be sent. Please try again.';
      setStatus({ kind: 'failed', message });
    }
  };

  const busy = status.kind === 'sending' || status.kind === 'sent';
  return (
    <section id="contact" className="lsection" aria-labelledby="contact-title">
      <div className="lsection__head">
        <p className="eyebrow">Contact</p>
        <h2 id="contact-title">Contact Us</h2>
        <p className="muted">
          Questions, ideas or a problem? Send a message to the people who run this Folio server.
        </p>
      </div>
      <div className="contact">
        <div className="contact__info">
          <div className="card contact-card">
            <h3>Messages are read by people</h3>
            <p className="muted">
              Your message is stored on this server for its operators; we never add you to a list.
            </p>
          </div>
          <div className="card contact-card">
            <h3>Writing to a portfolio owner?</h3>
            <p className="muted">
              Use the contact form on their portfolio page; it goes straight to their inbox.
            </p>
          </div>
          <div className="card contact-card">
            <h3>Quick answers</h3>
            <p className="muted">
              Many questions are answered in the <a href="#faq">FAQ</a> and the{' '}
              <Link to="/privacy">privacy notice</Link>.
            </p>
          </div>
        </div>
        <form className="card contact__form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          {status.kind === 'sent' && <Banner tone="success">{CONTACT_SUCCESS}</Banner>}
          {status.kind === 'failed' && <Banner tone="error">{status.message}</Banner>}
          <div className="contact__row">
            <Field
              label="Name"
              name="name"
              autoComplete="name"
              required
              value={form.name}
              error={errors.name}
              onChange={(event) => update('name')(event.target.value)}
            />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              error={errors.email}
              onChange={(event) => update('email')(event.target.value)}
            />
          </div>
          <Field
            label="Subject"
            name="subject"
            required
            value={form.subject}
            error={errors.subject}
            onChange={(event) => update('subject')(event.target.value)}
          />
          <TextAreaField
            label="Message"
            name="message"
            required
            value={form.message}
            error={errors.message}
            onChange={(event) => update('message')(event.target.value)}
          />
          <Button type="submit" busy={status.kind === 'sending'} disabled={busy}>
            {status.kind === 'sending'
              ? 'Sending...'
              : status.kind === 'sent'
                ? 'Message Sent!'
                : 'Send Message'}
          </Button>
        </form>
      </div>
    </section>
  );
}
