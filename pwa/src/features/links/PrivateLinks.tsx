import { errorMessage } from '../../api/errors.js';
import { PRIVATE_LINK_LABEL_MAX, type PrivateLink, type ResumeData } from '@folio/shared';
import { isTailored } from '@folio/shared/links/index.js';
import { useEffect, useState, type FormEvent } from 'react';
import { createPrivateLink, fetchPrivateLinks, revokePrivateLink } from '../../api/index.js';
import { formatDateTime } from '../../components/dateTime.js';
import { copyText } from '../../components/clipboard.js';
import { Dialog } from '../../components/Dialog.js';
import { Field } from '../../components/Field.js';
import { LinkPdfButton } from '../link-pdf/LinkPdfButton.js';
import type { OriginalPdfSource } from '../link-pdf/makeLinkPdf.js';
import { TailorLink } from './TailorLink.js';
import './links.css';

/** The portfolio on this device, for tailoring a link and making its PDF; null when not loaded. */
export interface LinkPortfolio {
  resume: ResumeData;
  /** Where its original PDF is on this device (the local record's pdfId and draftId). */
  original: OriginalPdfSource;
  /** The start of downloaded files' names. */
  fileStem: string;
}

type ListState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; links: PrivateLink[] };

const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/**
 * Private links per application, on the portfolio's link page: one unguessable address per job
 * application ("Acme — backend role"), which can show the email, phone or PDF the public page hides,
 * may expire, can be revoked, and says when it was first and last opened and by how many people.
 * They live on the server, so making and revoking them needs a connection; the page says so.
 */
export function PrivateLinks({
  serverId,
  portfolio = null,
}: {
  serverId: string | null;
  portfolio?: LinkPortfolio | null;
}) {
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [revoking, setRevoking] = useState<PrivateLink | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!serverId) return;
    let cancelled = false;
    fetchPrivateLinks(serverId).then(
      (links) => !cancelled && setList({ kind: 'ready', links }),
      (error: unknown) =>
        !cancelled &&
        setList({
          kind: 'failed',
          message: errorMessage(error, 'Links could not be loaded.'),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [serverId, attempt]);

  if (!serverId)
    return (
      <section className="private-links" aria-labelledby="private-links-title">
        <h2 id="private-links-title">Private links for applications</h2>
        <p className="muted">You can make private links once this portfolio has synced.</p>
      </section>
    );

  const replaced = (link: PrivateLink) =>
    setList((l) =>
      l.kind === 'ready' ? { kind: 'ready', links: l.links.map((x) => (x.id === link.id ? link : x)) } : l,
    );
  const added = (link: PrivateLink) =>
    setList((l) => (l.kind === 'ready' ? { kind: 'ready', links: [link, ...l.links] } : l));

  const revoke = async (link: PrivateLink) => {
    try {
      await revokePrivateLink(serverId, link.id);
      setList((l) =>
        l.kind === 'ready' ? { kind: 'ready', links: l.links.filter((x) => x.id !== link.id) } : l,
      );
      setNotice(`"${link.label}" is revoked: its address now says the link is no longer available.`);
    } catch (error) {
      setNotice(errorMessage(error, 'The link could not be revoked.'));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section className="private-links" aria-labelledby="private-links-title">
      <h2 id="private-links-title">Private links for applications</h2>
      <p className="muted">
        Make one link per application. It can show details hidden from your public page, and you see when it
        was opened. Private links are never listed or indexed by search engines.
      </p>
      <NewLinkForm serverId={serverId} onCreated={added} />
      {notice && (
        <p role="status" className="private-links__notice">
          {notice}
        </p>
      )}
      {list.kind === 'loading' ? (
        <p className="muted">Loading your links…</p>
      ) : list.kind === 'failed' ? (
        <div role="alert">
          <p>{list.message}</p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : list.links.length === 0 ? (
        <p className="muted">No private links yet.</p>
      ) : (
        <ul className="private-links__list" aria-label="Your private links">
          {list.links.map((link) => (
            <LinkItem
              key={link.id}
              link={link}
              serverId={serverId}
              portfolio={portfolio}
              onChanged={replaced}
              onRevoke={() => setRevoking(link)}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={revoking !== null}
        title="Revoke this link?"
        description="Anyone who opens it afterwards sees that it is no longer available. This cannot be undone."
        onClose={() => setRevoking(null)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setRevoking(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => revoking && void revoke(revoking)}
            >
              Revoke link
            </button>
          </>
        }
      >
        {revoking && <p>{revoking.label}</p>}
      </Dialog>
    </section>
  );
}

function LinkItem({
  link,
  serverId,
  portfolio,
  onChanged,
  onRevoke,
}: {
  link: PrivateLink;
  serverId: string;
  portfolio: LinkPortfolio | null;
  onChanged: (link: PrivateLink) => void;
  onRevoke: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const [tailoring, setTailoring] = useState(false);
  const revealed = [
    link.reveal.email && 'email',
    link.reveal.phone && 'phone',
    link.reveal.pdf && 'PDF',
  ].filter(Boolean);
  const { first, last, visitors, unfurls } = link.opens;
  return (
    <li className="private-links__item">
      <div className="private-links__head">
        <strong>{link.label}</strong>
        {link.expired ? (
          <span className="status-badge status-badge--warning">Expired</span>
        ) : link.expiresAt ? (
          <span className="muted">Until {when(link.expiresAt)}</span>
        ) : null}
      </div>
      <div className="private-links__row">
        <input
          className="field__input"
          readOnly
          value={link.url}
          aria-label={`Address of the link ${link.label}`}
        />
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void copyText(link.url).then((ok) => setCopied(ok))}
        >
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <p className="muted private-links__meta">
        {revealed.length ? `Shows your ${revealed.join(', ')}. ` : 'Shows what your public page shows. '}
        {first
          ? `Opened by ${visitors} ${visitors === 1 ? 'person' : 'people'}: first ${when(first)}, last ${when(last)}.`
          : 'Not opened yet.'}
        {unfurls ? ` Previewed in ${unfurls} ${unfurls === 1 ? 'chat or post' : 'chats or posts'}.` : ''}
        {isTailored(link.tailoring) ? ' Tailored: its page differs from your public page.' : ''}
      </p>
      <div className="private-links__actions">
        {portfolio && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={tailoring}
            onClick={() => setTailoring((t) => !t)}
          >
            {isTailored(link.tailoring) ? 'Change tailoring' : 'Tailor for a job'}
          </button>
        )}
        {portfolio && !link.expired && (
          <LinkPdfButton
            url={link.url}
            label={link.label}
            resume={portfolio.resume}
            original={portfolio.original}
            fileStem={portfolio.fileStem}
          />
        )}
        <button type="button" className="btn btn--ghost btn--sm" onClick={onRevoke}>
          Revoke
        </button>
      </div>
      {tailoring && portfolio && (
        <TailorLink
          serverId={serverId}
          link={link}
          resume={portfolio.resume}
          onSaved={(saved) => {
            onChanged(saved);
            setTailoring(false);
          }}
          onClose={() => setTailoring(false)}
        />
      )}
    </li>
  );
}

function NewLinkForm({ serverId, onCreated }: { serverId: string; onCreated: (link: PrivateLink) => void }) {
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [reveal, setReveal] = useState({ email: false, phone: false, pdf: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) {
      setError('Give the link a label, such as the company and role.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // The date picker gives a day: the link lasts to the end of it, in the owner's time zone.
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
      onCreated(await createPrivateLink(serverId, { label: label.trim(), expiresAt, reveal }));
      setLabel('');
      setExpires('');
      setReveal({ email: false, phone: false, pdf: false });
    } catch (failure) {
      setError(errorMessage(failure, 'The link could not be made.'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (key: keyof typeof reveal) => (event: { target: { checked: boolean } }) =>
    setReveal((r) => ({ ...r, [key]: event.target.checked }));
  return (
    <form className="private-links__form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label="Label"
        hint="Who it is for, e.g. “Acme — backend role”"
        value={label}
        maxLength={PRIVATE_LINK_LABEL_MAX}
        onChange={(e) => setLabel(e.target.value)}
        error={error}
      />
      <Field
        label="Expires (optional)"
        type="date"
        value={expires}
        min={new Date().toISOString().slice(0, 10)}
        onChange={(e) => setExpires(e.target.value)}
      />
      <fieldset className="private-links__reveal">
        <legend>Also show</legend>
        <label>
          <input type="checkbox" checked={reveal.email} onChange={toggle('email')} /> Email
        </label>
        <label>
          <input type="checkbox" checked={reveal.phone} onChange={toggle('phone')} /> Phone
        </label>
        <label>
          <input type="checkbox" checked={reveal.pdf} onChange={toggle('pdf')} /> Resume PDF
        </label>
      </fieldset>
      <button type="submit" className="btn btn--primary btn--sm" disabled={busy} aria-busy={busy}>
        {busy ? 'Making the link…' : 'Make a private link'}
      </button>
    </form>
  );
}
