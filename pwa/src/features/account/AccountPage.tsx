import type { UploadsResponse, UploadSummary } from '@folio/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccount, deleteUpload, exportAccount, fetchUploads } from '../../api/index.js';
import { useToast } from '../../components/Toast.js';
import { endSessionHere, loadSync } from '../sign-out/useSignOut.js';
import { useAuth } from '../../auth/index.js';
import { errorMessage } from '../../api/errors.js';
import { Dialog } from '../../components/Dialog.js';
import { Field } from '../../components/Field.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { saveBlob } from '../share/saveBlob.js';
import './account.css';

type UploadsState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; value: UploadsResponse };

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * /account — what the server keeps about you and how to take it back: the PDFs you uploaded (which
 * portfolios use them, when unused ones expire) with a delete for each, a download of everything,
 * and deleting the account with all its data.
 */
export function AccountPage() {
  useDocumentTitle('Your data');
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [uploads, setUploads] = useState<UploadsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState<UploadSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [closing, setClosing] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [closeError, setCloseError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchUploads().then(
      (value) => !cancelled && setUploads({ kind: 'ready', value }),
      (error: unknown) =>
        !cancelled &&
        setUploads({ kind: 'failed', message: errorMessage(error, 'Uploads could not be loaded.') }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const removeUpload = async (upload: UploadSummary) => {
    try {
      await deleteUpload(upload.id);
      setUploads((u) =>
        u.kind === 'ready'
          ? {
              kind: 'ready',
              value: { ...u.value, uploads: u.value.uploads.filter((x) => x.id !== upload.id) },
            }
          : u,
      );
      setNotice('The upload and its PDF are deleted.');
    } catch (error) {
      setNotice(errorMessage(error, 'The upload could not be deleted.'));
    } finally {
      setRemoving(null);
    }
  };

  const download = async () => {
    setExporting(true);
    try {
      saveBlob(await exportAccount(), 'folio-my-data.json');
    } catch (error) {
      setNotice(errorMessage(error, 'The download failed.'));
    } finally {
      setExporting(false);
    }
  };

  const close = async () => {
    if (!user || confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      setCloseError('Type the email of this account to confirm.');
      return;
    }
    setBusy(true);
    try {
      await deleteAccount();
      // Nothing of the account stays on this device either.
      await endSessionHere(await loadSync(), false);
      // Said on the page it lands on, so the person knows it happened (issue 22).
      toast('Your account is deleted, with everything in it, on the server and on this device.', 'success');
      navigate('/', { replace: true });
    } catch (error) {
      setCloseError(errorMessage(error, 'The account could not be deleted. Nothing was removed; try again.'));
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page account-page">
      <section className="card account-page__card">
        <h1>Your data</h1>
        <p className="muted">What Folio keeps about you, and how to take it back.</p>
        {notice && (
          <p role="status" className="account-page__notice">
            {notice}
          </p>
        )}

        <h2>Uploaded resumes</h2>
        {uploads.kind === 'loading' ? (
          <Spinner label="Loading your uploads..." />
        ) : uploads.kind === 'failed' ? (
          <div role="alert">
            <p>{uploads.message}</p>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <p className="muted">
              An upload no portfolio uses is deleted {uploads.value.retentionDays} days after it was uploaded.
            </p>
            {uploads.value.uploads.length === 0 ? (
              <p>No uploads are stored.</p>
            ) : (
              <ul className="account-page__uploads" aria-label="Your uploads">
                {uploads.value.uploads.map((u) => (
                  <li key={u.id}>
                    <div>
                      <strong>{u.name || 'Resume'}</strong> · uploaded {day(u.createdAt)}
                      {u.hasPdf ? '' : ' · no PDF kept'}
                      <p className="muted">
                        {u.usedBy.length
                          ? `Used by ${u.usedBy.map((p) => p.title).join(', ')}.`
                          : u.expiresAt
                            ? `Not used by a portfolio; deleted on ${day(u.expiresAt)}.`
                            : 'Not used by a portfolio.'}
                      </p>
                    </div>
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRemoving(u)}>
                      Delete
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}

        <h2>Download everything</h2>
        <p className="muted">
          One file with your profile, portfolios, uploads (with the PDFs), messages and statistics.
        </p>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void download()}
          disabled={exporting}
          aria-busy={exporting}
        >
          {exporting ? 'Preparing your data…' : 'Download my data'}
        </button>

        <h2>Delete your account</h2>
        <p className="muted">
          Deletes your portfolios (their pages stop at once), private links, versions, uploads, messages and
          statistics, here and on the server. This cannot be undone.
        </p>
        <button type="button" className="btn btn--danger" onClick={() => setClosing(true)}>
          Delete my account…
        </button>
      </section>

      <Dialog
        open={removing !== null}
        title="Delete this upload?"
        description="Its PDF is deleted; portfolios made from it keep their content but no longer offer the PDF."
        onClose={() => setRemoving(null)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setRemoving(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => removing && void removeUpload(removing)}
            >
              Delete upload
            </button>
          </>
        }
      >
        {removing && <p>{removing.name || 'Resume'}</p>}
      </Dialog>

      <Dialog
        open={closing}
        title="Delete your account?"
        description="The account and everything in it are deleted, on the server and on this device. This cannot be undone."
        onClose={() => !busy && setClosing(false)}
        footer={
          <>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setClosing(false)}
              disabled={busy}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => void close()}
              disabled={busy}
              aria-busy={busy}
            >
              Delete everything
            </button>
          </>
        }
      >
        <Field
          label={`Type ${user?.email ?? 'your email'} to confirm`}
          value={confirmEmail}
          onChange={(e) => setConfirmEmail(e.target.value)}
          error={closeError}
          autoComplete="off"
        />
      </Dialog>
    </main>
  );
}
