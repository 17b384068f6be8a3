import type { InboundItem, InboundKind, InboundPageResponse } from '@folio/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deleteInbound, exportSubscribers, fetchInboundPage, setInboundHandled } from '../../api/admin.js';
import { ApiError } from '../../api/index.js';
import { errorMessage } from '../../api/errors.js';
import { formatDateTime } from '../../components/dateTime.js';
import { Button } from '../../components/Button.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { ConfirmDialog, type Confirmation } from '../dashboard/ConfirmDialog.js';
import { saveBlob } from '../share/saveBlob.js';
import './admin.css';

type ListState =
  | { kind: 'loading' }
  | { kind: 'forbidden' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: InboundPageResponse };

const TABS: { kind: InboundKind; label: string }[] = [
  { kind: 'contact', label: 'Contact messages' },
  { kind: 'newsletter', label: 'Newsletter subscribers' },
];

/**
 * /admin — for the operator (ADMIN_EMAILS): what visitors sent through the landing page's contact
 * form and who subscribed to the newsletter, newest first, a page at a time; each can be marked
 * handled or deleted, and the subscribers exported as CSV. The server answers 403 to anyone else.
 */
export function AdminPage() {
  useDocumentTitle('Operator inbox');
  const [params, setParams] = useSearchParams();
  const kind: InboundKind = params.get('kind') === 'newsletter' ? 'newsletter' : 'contact';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    fetchInboundPage(kind, page).then(
      (value) => !cancelled && setState({ kind: 'ready', value }),
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 403) setState({ kind: 'forbidden' });
        else setState({ kind: 'failed', message: errorMessage(error, 'The list could not be loaded.') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kind, page, attempt]);

  const go = (next: { kind?: InboundKind; page?: number }) => {
    setNotice(null);
    setParams({ kind: next.kind ?? kind, page: String(next.page ?? 1) });
  };

  const toggleHandled = async (item: InboundItem) => {
    try {
      await setInboundHandled(item._id, !item.handled);
      setState((s) =>
        s.kind === 'ready'
          ? {
              kind: 'ready',
              value: {
                ...s.value,
                items: s.value.items.map((i) => (i._id === item._id ? { ...i, handled: !item.handled } : i)),
              },
            }
          : s,
      );
    } catch (error) {
      setNotice(errorMessage(error, 'It could not be changed.'));
    }
  };

  const remove = async (item: InboundItem) => {
    try {
      await deleteInbound(item._id);
      setNotice(
        item.kind === 'newsletter' ? `${item.email} is removed from the list.` : 'The message is deleted.',
      );
      setAttempt((n) => n + 1);
    } catch (error) {
      setNotice(errorMessage(error, 'It could not be deleted.'));
    }
  };

  const download = async () => {
    setExporting(true);
    try {
      saveBlob(await exportSubscribers(), 'folio-subscribers.csv');
    } catch (error) {
      setNotice(errorMessage(error, 'The export failed.'));
    } finally {
      setExporting(false);
    }
  };

  if (state.kind === 'forbidden') {
    return (
      <main id="main" className="page admin-page">
        <section className="card admin-page__card">
          <h1>Operator inbox</h1>
          <p>
            This page is for the operator of this Folio server. Accounts are named for it in the server’s
            configuration (ADMIN_EMAILS).
          </p>
        </section>
      </main>
    );
  }

  const pages = state.kind === 'ready' ? Math.max(1, Math.ceil(state.value.total / state.value.pageSize)) : 1;
  return (
    <main id="main" className="page admin-page">
      <section className="card admin-page__card">
        <h1>Operator inbox</h1>
        <p className="muted">What visitors sent through the landing page, newest first.</p>
        <nav className="admin-page__tabs" aria-label="Lists">
          {TABS.map((tab) => (
            <button
              key={tab.kind}
              type="button"
              className="admin-page__tab"
              aria-current={tab.kind === kind ? 'page' : undefined}
              onClick={() => go({ kind: tab.kind })}
            >
              {tab.label}
            </button>
          ))}
        </nav>
        {notice && (
          <p role="status" className="admin-page__notice">
            {notice}
          </p>
        )}
        {kind === 'newsletter' && (
          <Button variant="secondary" size="sm" busy={exporting} onClick={() => void download()}>
            Export subscribers (CSV)
          </Button>
        )}

        {state.kind === 'loading' ? (
          <Spinner label="Loading..." />
        ) : state.kind === 'failed' ? (
          <div role="alert">
            <p>{state.message}</p>
            <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <p className="muted">
              {state.value.total === 0
                ? kind === 'contact'
                  ? 'No messages yet.'
                  : 'Nobody has subscribed yet.'
                : `${state.value.total} in all · page ${state.value.page} of ${pages}`}
            </p>
            <ul className="admin-page__list" aria-label={TABS.find((t) => t.kind === kind)?.label}>
              {state.value.items.map((item) => (
                <li
                  key={item._id}
                  className={item.handled ? 'admin-page__item is-handled' : 'admin-page__item'}
                >
                  <div className="admin-page__head">
                    <strong>{item.kind === 'contact' ? item.subject : item.email}</strong>
                    <span className="muted">
                      {item.kind === 'contact' && (
                        <>
                          {item.name} · <a href={`mailto:${encodeURIComponent(item.email)}`}>{item.email}</a>{' '}
                          ·{' '}
                        </>
                      )}
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                      {item.handled && ' · handled'}
                    </span>
                  </div>
                  {item.kind === 'contact' && <p className="admin-page__message">{item.message}</p>}
                  <div className="admin-page__actions">
                    <Button variant="ghost" size="sm" onClick={() => void toggleHandled(item)}>
                      {item.handled ? 'Mark not handled' : 'Mark handled'}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setConfirm({
                          title: item.kind === 'contact' ? 'Delete this message?' : 'Remove this subscriber?',
                          body: (
                            <p>{item.kind === 'contact' ? `${item.subject} — ${item.name}` : item.email}</p>
                          ),
                          confirmLabel: item.kind === 'contact' ? 'Delete message' : 'Remove subscriber',
                          tone: 'danger',
                          run: () => void remove(item),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="admin-page__pager" aria-label="Pages">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => go({ page: page - 1 })}
                >
                  Newer
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => go({ page: page + 1 })}
                >
                  Older
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
      <ConfirmDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </main>
  );
}
