import type { CustomDomain } from '@folio/shared';
import { useEffect, useState, type FormEvent } from 'react';
import {
  fetchCustomDomain,
  removeCustomDomain,
  setCustomDomain,
  verifyCustomDomain,
} from '../../api/index.js';
import { errorMessage } from '../../api/errors.js';
import { copyText } from '../../components/clipboard.js';
import { formatDateTime } from '../../components/dateTime.js';
import { Dialog } from '../../components/Dialog.js';
import { Field } from '../../components/Field.js';
import './domain.css';

type State =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; domain: CustomDomain | null };

/**
 * The portfolio's own domain, on its link page: add a domain, see the DNS TXT record that proves it
 * is the owner's, check it, and remove it. Verified, the portfolio answers at https://{domain}/ once
 * the domain points at this server. It all lives on the server, so it needs a connection.
 */
export function CustomDomainSection({ serverId }: { serverId: string | null }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!serverId) return;
    let cancelled = false;
    fetchCustomDomain(serverId).then(
      (domain) => !cancelled && setState({ kind: 'ready', domain }),
      (error: unknown) =>
        !cancelled &&
        setState({ kind: 'failed', message: errorMessage(error, 'Your domain could not be loaded.') }),
    );
    return () => {
      cancelled = true;
    };
  }, [serverId, attempt]);

  return (
    <section className="custom-domain" aria-labelledby="custom-domain-title">
      <h2 id="custom-domain-title">Your own domain</h2>
      {!serverId ? (
        <p className="muted">You can add a domain once this portfolio has synced.</p>
      ) : state.kind === 'loading' ? (
        <p className="muted">Loading your domain…</p>
      ) : state.kind === 'failed' ? (
        <div role="alert">
          <p>{state.message}</p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : state.domain ? (
        <DomainStatus
          serverId={serverId}
          domain={state.domain}
          onChange={(domain) => setState({ kind: 'ready', domain })}
        />
      ) : (
        <AddDomainForm serverId={serverId} onAdded={(domain) => setState({ kind: 'ready', domain })} />
      )}
    </section>
  );
}

function AddDomainForm({ serverId, onAdded }: { serverId: string; onAdded: (d: CustomDomain) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError('Enter a domain name, such as jane.example.com.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onAdded(await setCustomDomain(serverId, value.trim()));
    } catch (problem) {
      setError(errorMessage(problem, 'The domain could not be added.'));
      setBusy(false);
    }
  };

  return (
    <form className="custom-domain__form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">
        Show this portfolio at a domain you own, such as <code>jane.example.com</code>. You prove it is yours
        with a DNS record.
      </p>
      <Field
        label="Domain"
        hint="Just the name: no https:// and no path"
        value={value}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <button type="submit" className="btn btn--primary btn--sm" disabled={busy} aria-busy={busy}>
        {busy ? 'Adding…' : 'Add domain'}
      </button>
    </form>
  );
}

function DomainStatus({
  serverId,
  domain,
  onChange,
}: {
  serverId: string;
  domain: CustomDomain;
  onChange: (d: CustomDomain | null) => void;
}) {
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const verified = domain.status === 'verified';
  const lost = domain.status === 'lost';

  const verify = async () => {
    setChecking(true);
    setProblem(null);
    try {
      onChange(await verifyCustomDomain(serverId));
    } catch (error) {
      setProblem(errorMessage(error, 'The record could not be checked.'));
    } finally {
      setChecking(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    try {
      await removeCustomDomain(serverId);
      onChange(null);
    } catch (error) {
      setProblem(errorMessage(error, 'The domain could not be removed.'));
    }
  };

  return (
    <div className="custom-domain__status">
      <p className="custom-domain__head">
        <strong>{domain.domain}</strong>
        <span
          className={`status-badge status-badge--${verified ? 'success' : 'warning'}`}
          data-testid="domain-status"
        >
          {verified ? 'Verified' : lost ? 'DNS record not found' : 'Waiting for the DNS record'}
        </span>
      </p>
      {verified ? (
        <p>
          Your portfolio answers at{' '}
          <a href={domain.url} target="_blank" rel="noreferrer">
            {domain.url}
          </a>{' '}
          once the domain points at this server: {pointingAdvice(window.location.hostname)} The certificate is
          issued on the first visit. Point www.{domain.domain} here too and it leads to the same page.
        </p>
      ) : (
        <>
          {lost && (
            <p>
              When we looked again, the TXT record was gone
              {domain.checkedAt ? ` (last found ${formatDateTime(domain.checkedAt)})` : ''}, so{' '}
              {domain.domain} shows nothing for now. Create the record again, then check it here.
            </p>
          )}
          <p>At your domain’s DNS provider, create this TXT record, then check it here:</p>
          <dl className="custom-domain__record">
            <RecordValue term="Type" value="TXT" />
            <RecordValue term="Name" value={domain.txtName} copy />
            <RecordValue term="Value" value={domain.txtValue} copy />
          </dl>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => void verify()}
            disabled={checking}
            aria-busy={checking}
          >
            {checking ? 'Checking…' : 'Check the record'}
          </button>
        </>
      )}
      {problem && (
        <p role="alert" className="custom-domain__problem">
          {problem}
        </p>
      )}
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirming(true)}>
        Remove domain
      </button>
      <Dialog
        open={confirming}
        title="Remove this domain?"
        description={`${domain.domain} stops showing your portfolio at once. You can add it again later with a new record.`}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void remove()}>
              Remove domain
            </button>
          </>
        }
      >
        <p>{domain.domain}</p>
      </Dialog>
    </div>
  );
}

function RecordValue({ term, value, copy }: { term: string; value: string; copy?: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="custom-domain__record-row">
      <dt>{term}</dt>
      <dd>
        <code>{value}</code>
        {copy && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label={`Copy the record ${term.toLowerCase()}`}
            onClick={() => void copyText(value).then(setCopied)}
          >
            {copied ? 'Copied!' : 'Copy'}
          </button>
        )}
      </dd>
    </div>
  );
}

/** Which DNS record sends a domain to this server: a CNAME names a host, an address needs A/AAAA. */
function pointingAdvice(host: string): string {
  const isAddress = /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
  return isAddress
    ? `an ${host.includes(':') || host.startsWith('[') ? 'AAAA' : 'A'} record to ${host}.`
    : `a CNAME record to ${host} (or A/AAAA records to its address for a domain without a subdomain).`;
}
