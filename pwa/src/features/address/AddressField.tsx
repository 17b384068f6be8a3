import { normalizeSlug, slugProblem, SLUG_MAX, SLUG_PROBLEM_TEXT } from '@folio/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { setPortfolioSlug } from '../../api/index.js';
import { errorMessage } from '../../api/errors.js';
import { Field } from '../../components/Field.js';
import { getDb, mutatePortfolio, type LocalPortfolioRecord } from '../../db/index.js';
import { snapshotOf } from '../../sync/serverApi.js';
import './address.css';

/**
 * The portfolio's address, `{origin}/{slug}`, on its link page: the owner types the name people
 * will say, it is checked here as they type (shape) and by the server on save (free, not a word Folio
 * uses). The previous address keeps working: it redirects to the new one. Server-side only, so it
 * needs the portfolio synced and a connection.
 */
export function AddressField({ portfolio }: { portfolio: LocalPortfolioRecord }) {
  const current = portfolio.server?.slug ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const serverId = portfolio.serverId;

  // Another device (or the first sync) may bring the slug after this page opened.
  useEffect(() => setValue(current), [current]);

  if (!serverId || !portfolio.server) return null;
  const slug = normalizeSlug(value);
  const problem = value.trim() ? slugProblem(slug) : 'length';
  const origin = window.location.origin.replace(/\/$/, '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (problem) {
      setError(SLUG_PROBLEM_TEXT[problem]);
      return;
    }
    if (slug === current) return;
    setBusy(true);
    setError(null);
    try {
      const summary = await setPortfolioSlug(serverId, slug);
      // The address is not an edit of the content: only the server's snapshot changes, nothing is queued.
      await mutatePortfolio(getDb(), portfolio.id, (record) =>
        record
          ? {
              portfolio: { ...record, server: snapshotOf(summary, record.server?.hasPdf ?? false) },
              outbox: 'keep',
            }
          : null,
      );
      setValue(summary.slug);
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure, 'The address could not be changed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="address-field" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label="Your address"
        hint={
          slug && slug !== value.trim()
            ? `It will be ${origin}/${slug}`
            : `Letters and digits with hyphens, up to ${SLUG_MAX}. Your old address will lead to the new one.`
        }
        value={value}
        maxLength={SLUG_MAX * 2}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
          setSaved(false);
        }}
        error={error}
      />
      <div className="address-field__row">
        <button
          type="submit"
          className="btn btn--secondary btn--sm"
          disabled={busy || slug === current}
          aria-busy={busy}
        >
          {busy ? 'Saving…' : 'Save address'}
        </button>
        <p className="address-field__status" role="status">
          {saved ? `Saved. Your portfolio is now at ${origin}/${current}.` : ''}
        </p>
      </div>
    </form>
  );
}
