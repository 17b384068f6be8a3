import { fill } from '../../i18n/format.js';
import type { PageMessages } from '../../i18n/messages.js';
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
  t,
}: {
  portfolioId: string;
  endpoint: string;
  ownerName: string;
  t: PageMessages;
}) {
  const disabled = endpoint === '';
  return (
    <form
      className="fx-contact"
      method="post"
      action={endpoint || undefined}
      data-fx-contact={portfolioId}
      aria-label={ownerName ? fill(t.sendMessageTo, { name: ownerName }) : t.sendAMessage}
      // What the enhancer says while sending, after and on failure, in the page's language.
      data-fx-sending={t.sending}
      data-fx-sent={t.sent}
      data-fx-send={t.send}
      data-fx-missing={t.formMissing}
      data-fx-bad-email={t.formBadEmail}
      data-fx-failed={t.formFailed}
      data-fx-offline={t.formOffline}
    >
      <div className="fx-contact__field">
        <label htmlFor="fx-contact-name">{t.formName}</label>
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
        <label htmlFor="fx-contact-email">{t.formEmail}</label>
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
        <label htmlFor="fx-contact-message">{t.formMessage}</label>
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
        <label htmlFor="fx-contact-website">{t.formTrap}</label>
        <input id="fx-contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="fx-contact__status" role="status" aria-live="polite" />
      <button className="fx-contact__submit" type="submit" disabled={disabled}>
        {t.send}
      </button>
    </form>
  );
}
