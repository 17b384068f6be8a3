import { TEMPLATES, type VersionDetail, type VersionSummary } from '@folio/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { fetchVersion, fetchVersions } from '../../api/index.js';
import { useAuth } from '../../auth/index.js';
import { formatDateTime } from '../../components/dateTime.js';
import { Banner } from '../../components/Banner.js';
import { Dialog } from '../../components/Dialog.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import type { LocalPortfolioRecord } from '../../db/index.js';
import { findOrFetchPortfolio, savePortfolioEdit, useLocalPortfolio, useSyncFor } from '../../sync/index.js';
import { TemplateFrame } from '../select-template/TemplateFrame.js';
import './versions.css';

/**
 * /versions?portfolio=ID — every published version of a portfolio, newest first, with what changed;
 * any of them can be previewed and restored. A restore is an ordinary edit of the portfolio (so it
 * works offline and syncs like any other), which the server publishes as a new version: nothing in
 * the history is overwritten.
 */
export function VersionsPage() {
  useDocumentTitle('Version history');
  const { user } = useAuth();
  useSyncFor(user?._id);
  const [params] = useSearchParams();
  const requested = params.get('portfolio');
  const [resolvedId, setResolvedId] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (!user || !requested) return;
    let cancelled = false;
    void findOrFetchPortfolio(user._id, requested).then((p) => !cancelled && setResolvedId(p?.id ?? null));
    return () => {
      cancelled = true;
    };
  }, [requested, user]);

  const portfolio = useLocalPortfolio(resolvedId ?? null);
  if (!requested) return <Navigate to="/dashboard" replace />;
  if (resolvedId === null || (resolvedId && portfolio === null)) {
    return (
      <main id="main" className="page versions-page">
        <section className="card versions-page__card">
          <h1>Version history</h1>
          <p>This portfolio was not found. It may have been deleted.</p>
          <Link className="btn btn--primary" to="/dashboard">
            Go to Dashboard
          </Link>
        </section>
      </main>
    );
  }
  if (!portfolio) {
    return (
      <main id="main" className="page page--center">
        <Spinner label="Loading your portfolio..." />
      </main>
    );
  }
  return <History portfolio={portfolio} />;
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; versions: VersionSummary[]; offline: boolean };

function History({ portfolio }: { portfolio: LocalPortfolioRecord }) {
  const serverId = portfolio.serverId;
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [previewing, setPreviewing] = useState<VersionSummary | null>(null);
  const [restoring, setRestoring] = useState<VersionSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The revision the server last published; a version of it is what visitors see now, unless this
  // device holds edits not yet synced.
  const liveRevision =
    portfolio.localVersion === portfolio.syncedVersion ? portfolio.baseRevision || null : null;

  useEffect(() => {
    if (!serverId) return;
    let cancelled = false;
    setList({ kind: 'loading' });
    fetchVersions(serverId).then(
      ({ value, offline }) => !cancelled && setList({ kind: 'ready', versions: value, offline }),
      (error: unknown) =>
        !cancelled &&
        setList({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'The history could not be loaded.',
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [serverId, attempt, portfolio.baseRevision]);

  const restore = async (version: VersionSummary) => {
    if (!serverId) return;
    try {
      const { value } = await fetchVersion(serverId, version.id);
      await savePortfolioEdit(portfolio.id, {
        title: value.title,
        templateId: value.templateId,
        theme: value.theme,
        resume: value.resume,
        settings: value.settings,
        published: true,
      });
      setNotice(
        navigator.onLine
          ? `The version of ${formatDateTime(version.createdAt)} is restored and being published as a new version.`
          : `The version of ${formatDateTime(version.createdAt)} is restored on this device and will be published when you are back online.`,
      );
    } catch (error) {
      setNotice(error instanceof Error ? error.message : 'The version could not be restored.');
    } finally {
      setRestoring(null);
    }
  };

  return (
    <main id="main" className="page versions-page">
      <section className="card versions-page__card" aria-busy={list.kind === 'loading'}>
        <h1>Version history</h1>
        <p className="muted">
          {portfolio.title}: every time it is published, a version is kept. Preview any of them, or restore
          one — restoring publishes it again as a new version, and nothing here is lost.
        </p>
        {notice && (
          <Banner tone="info" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        {!serverId ? (
          <p>The history appears once this portfolio has been published to the server.</p>
        ) : list.kind === 'loading' ? (
          <Spinner label="Loading versions..." />
        ) : list.kind === 'failed' ? (
          <div role="alert" className="versions-page__error">
            <p>{list.message}</p>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : (
          <>
            {list.offline && (
              <Banner tone="warning">You are offline: this is the history saved on this device.</Banner>
            )}
            {list.versions.length === 0 ? (
              <p>No published versions yet.</p>
            ) : (
              <ol className="versions" aria-label="Published versions, newest first">
                {list.versions.map((v) => (
                  <li key={v.id} className="versions__item">
                    <div className="versions__head">
                      <h2 className="versions__date">
                        <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
                      </h2>
                      {v.revision === liveRevision && <span className="status-badge">Live now</span>}
                    </div>
                    <p className="muted versions__meta">
                      {TEMPLATES[v.templateId].name}
                      {v.title ? ` · ${v.title}` : ''}
                    </p>
                    <ul className="versions__changes" aria-label="What changed">
                      {v.changes.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                    <div className="versions__actions">
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        onClick={() => setPreviewing(v)}
                      >
                        Preview
                      </button>
                      {v.revision !== liveRevision && (
                        <button
                          type="button"
                          className="btn btn--ghost btn--sm"
                          onClick={() => setRestoring(v)}
                        >
                          Restore
                        </button>
                      )}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
        <div className="versions-page__footer">
          <Link
            className="btn btn--ghost"
            to={`/portfolio-link?portfolio=${encodeURIComponent(portfolio.id)}`}
          >
            Back to the link page
          </Link>
          <Link className="btn btn--primary" to="/dashboard">
            Go to Dashboard
          </Link>
        </div>
      </section>
      {previewing && serverId && (
        <PreviewDialog serverId={serverId} version={previewing} onClose={() => setPreviewing(null)} />
      )}
      <Dialog
        open={restoring !== null}
        title="Restore this version?"
        description="It is published as a new version; the current one stays in the history."
        onClose={() => setRestoring(null)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setRestoring(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => restoring && void restore(restoring)}
            >
              Restore and publish
            </button>
          </>
        }
      >
        {restoring && (
          <p>
            The version of {formatDateTime(restoring.createdAt)} ({TEMPLATES[restoring.templateId].name})
            replaces what visitors see now.
          </p>
        )}
      </Dialog>
    </main>
  );
}

function PreviewDialog({
  serverId,
  version,
  onClose,
}: {
  serverId: string;
  version: VersionSummary;
  onClose: () => void;
}) {
  const [detail, setDetail] = useState<VersionDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchVersion(serverId, version.id).then(
      ({ value }) => !cancelled && setDetail(value),
      (error: unknown) =>
        !cancelled && setFailed(error instanceof Error ? error.message : 'The version could not be loaded.'),
    );
    return () => {
      cancelled = true;
    };
  }, [serverId, version.id]);
  return (
    <Dialog open title={`Version of ${formatDateTime(version.createdAt)}`} onClose={onClose}>
      {failed ? (
        <p role="alert">{failed}</p>
      ) : !detail ? (
        <Spinner label="Loading the version..." />
      ) : (
        <TemplateFrame
          templateId={detail.templateId}
          resume={detail.resume}
          settings={detail.settings}
          theme={detail.theme}
          deviceWidth={1024}
          height={480}
          title={`Preview of the version of ${formatDateTime(version.createdAt)}`}
        />
      )}
    </Dialog>
  );
}
