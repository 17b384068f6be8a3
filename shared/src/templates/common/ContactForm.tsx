import { TEXT_LIMITS } from '../../limits.js';

/**
 * The visitor contact form (name, email, message). Without JavaScript it is a plain urlencoded POST to
 * `endpoint` (the server stores the message and answers with a thank-you page); with the page's
 * enhancer it posts JSON to the messages API and shows idle / sending / 'Message Sent!' / error states.
 * `endpoint` '' renders it disabled (editor previews).
 */
export function ContactForm({
  portfolioId,
  endpoint,
  ownerName,
}: {
  portfolioId: string;
  endpoint: string;
  ownerName: string;
}) {
  const disabled = endpoint === '';
  return (
    <form
      className="fx-contact"
      method="post"
      action={endpoint || undefined}
      data-fx-contact={portfolioId}
      aria-label={ownerName ? `Send ${ownerName} a message` : 'Send a message'}
    >
      <div className="fx-contact__field">
        <label htmlFor="fx-contact-name">Name</label>
        <input
          id="fx-contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={TEXT_LIMITS.name}
          disabled={disabled}
        />
      </div>
      <div className="fx-contact__field">
        <label htmlFor="fx-contact-email">Email</label>
        <input
          id="fx-contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={TEXT_LIMITS.email}
          disabled={disabled}
        />
      </div>
      <div className="fx-contact__field">
        <label htmlFor="fx-contact-message">Message</label>
        <textarea
          id="fx-contact-message"
          name="message"
          rows={5}
          required
          maxLength={TEXT_LIMITS.message}
          disabled={disabled}
        />
      </div>
      {/* A field people never see; form-filling bots do, and their messages are dropped. */}
      <div className="fx-contact__trap" aria-hidden="true">
        <label htmlFor="fx-contact-website">Leave this empty</label>
        <input id="fx-contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="fx-contact__status" role="status" aria-live="polite" />
      <button className="fx-contact__submit" type="submit" disabled={disabled}>
        Send Message
      </button>
    </form>
  );
}
