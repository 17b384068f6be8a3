import { planLimitMessage, type PortfolioSummary } from '@folio/shared';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, deletePortfolio, describeError, updatePortfolio } from '../../api/index.js';
import { useAuth } from '../../auth/index.js';
import { useSignOut } from '../sign-out/useSignOut.js';
import { Banner } from '../../components/Banner.js';
import { Button, ButtonLink } from '../../components/Button.js';
import { copyText } from '../../components/clipboard.js';
import { Spinner } from '../../components/Spinner.js';
import { useToast } from '../../components/Toast.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.js';
import { ConfirmDialog, type Confirmation } from './ConfirmDialog.js';
import { planAllowance, publicUrl, sortByUpdated } from './dashboardModel.js';
import { DashboardGreeting } from './DashboardGreeting.js';
import { useDraftActions } from './DraftDialogs.js';
import { MessagesInbox } from './MessagesInbox.js';
import { PortfolioActionsDialog, type PortfolioAction } from './PortfolioActionsDialog.js';
import { PortfolioList } from './PortfolioList.js';
import { StatCards } from './StatCards.js';
import { useInsights } from './useInsights.js';
import type { LocalPortfolios } from '../../sync/index.js';
import { logger } from '../../app/logger.js';
import { useDashboardData } from './useDashboardData.js';
import { useMessages } from './useMessages.js';
import './dashboard.css';
import { useScreenPainted } from '../../app/screenPainted.js';
import { LinkOpenNotices } from '../links/LinkOpenNotices.js';

// Rendered, so loaded, only once the screen has been painted. Should its code fail to load, the server's list still stands.
// After the first paint, like the device's portfolios: it reads IndexedDB (the tracker's applications).
const StalePageNudge = lazy(() =>
  import('../applications/StalePageNudge.js').then((module) => ({ default: module.StalePageNudge })),
);
const LocalPortfoliosSource = lazy(() =>
  import('./LocalPortfoliosSource.js').then(
    (module) => ({ default: module.LocalPortfoliosSource }),
    (error: unknown) => {
      logger.error('This device’s portfolios could not be loaded', error);
      return { default: () => null };
    },
  ),
);
/** Until IndexedDB has answered. */
const NO_LOCAL: LocalPortfolios = { loaded: false, items: [], mirror: [], pending: 0, waiting: new Set() };

/** The list could not be asked for and none was kept on this device. */
export const OFFLINE_NO_LIST = 'You are offline. Your portfolios show here once you are back online.';

/** SPEC.md section 8, word for word. */
export const SHARE_COPIED = 'Portfolio link copied to clipboard!';

/**
 * /dashboard (SPEC.md section 2) with real figures, real statuses and the messages inbox, plus this
 * device's drafts and portfolios waiting to sync (issue 5). Offline, it shows the portfolios as last
 * synced.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, reload, refreshStats, updatePortfolios } = useDashboardData(user?._id);
  const [local, setLocal] = useState<LocalPortfolios>(NO_LOCAL);
  // This device's lists arrive after the first paint: rendered as a transition, in slices.
  const setLocalSliced = useCallback((next: LocalPortfolios) => startTransition(() => setLocal(next)), []);
  const screenPainted = useScreenPainted();
  const localRows = local.items;
  const Insights = useInsights();
  const { signOut, busy: signingOut, dialog: signOutDialog } = useSignOut();
  const inbox = useMessages();
  const drafts = useDraftActions();
  const inboxRef = useRef<HTMLElement>(null);

  const [active, setActive] = useState<PortfolioSummary | null>(null);
  const [toDelete, setToDelete] = useState<PortfolioSummary | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [messagesFor, setMessagesFor] = useState<{ id: string; title: string } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  // When the server cannot be reached, the portfolios as last synced on this device stand in.
  const showingMirror = data.status === 'error' && local.mirror.length > 0;
  const portfolios = useMemo(
    () =>
      data.status === 'loaded'
        ? sortByUpdated(data.portfolios)
        : showingMirror
          ? sortByUpdated(local.mirror)
          : [],
    [data, showingMirror, local.mirror],
  );
  const plan = user?.plan ?? 'free';
  const allowance = useMemo(() => planAllowance(plan, portfolios.length), [plan, portfolios.length]);
  const unreadFor = (id: string) =>
    inbox.state.status === 'loaded'
      ? inbox.state.messages.filter((m) => m.portfolioId === id && !m.read).length
      : 0;

  const handleCreate = useCallback(() => {
    if (allowance.atLimit) {
      navigate('/pricing', { state: { limitMessage: planLimitMessage(plan) } });
      return;
    }
    navigate('/upload');
  }, [allowance.atLimit, navigate, plan]);

  const share = async (portfolio: PortfolioSummary) => {
    const link = publicUrl(window.location.origin, portfolio);
    const copied = await copyText(link);
    if (copied) toast(SHARE_COPIED, 'success');
    else toast(`Copy this link: ${link}`, 'info');
    // Not counted: shares count people who pass the link on (link previews, visitors), never the
    // owner (issue 12), so the figure stays the server's.
  };

  const togglePublished = async (portfolio: PortfolioSummary) => {
    setActionError(null);
    try {
      const updated = await updatePortfolio(portfolio._id, {
        baseRevision: portfolio.revision,
        published: !portfolio.published,
      });
      updatePortfolios((list) => list.map((p) => (p._id === updated._id ? updated : p)));
      toast(updated.published ? 'Portfolio published.' : 'Portfolio unpublished.', 'success');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') {
        setActionError(
          'This portfolio was changed elsewhere. The latest version is shown; please try again.',
        );
        reload();
      } else {
        setActionError(describeError(error, 'Could not change the portfolio. Please try again.'));
      }
    }
  };

  const handleAction = (action: PortfolioAction, portfolio: PortfolioSummary) => {
    setActive(null);
    switch (action) {
      case 'share':
        void share(portfolio);
        return;
      case 'edit':
        navigate(`/edit?portfolio=${encodeURIComponent(portfolio._id)}`);
        return;
      case 'template':
        navigate(`/select-template?portfolio=${encodeURIComponent(portfolio._id)}`);
        return;
      case 'publish':
        if (!portfolio.published) {
          void togglePublished(portfolio);
          return;
        }
        setConfirm({
          title: 'Unpublish this portfolio?',
          body: (
            <p>
              <strong className="break">{portfolio.title || 'Untitled portfolio'}</strong> will stop being
              visible: anyone opening its link gets “not found” until you publish it again.
            </p>
          ),
          confirmLabel: 'Unpublish',
          tone: 'danger',
          run: () => void togglePublished(portfolio),
        });
        return;
      case 'messages':
        setMessagesFor({ id: portfolio._id, title: portfolio.title });
        window.setTimeout(() => inboxRef.current?.focus(), 0);
        inboxRef.current?.scrollIntoView({ block: 'start' });
        return;
      case 'delete':
        setDeleteError(null);
        setToDelete(portfolio);
        return;
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deletePortfolio(toDelete._id);
      const title = toDelete.title;
      updatePortfolios((list) => list.filter((p) => p._id !== toDelete._id));
      setToDelete(null);
      refreshStats();
      inbox.reload();
      toast(`Deleted “${title}”.`, 'success');
    } catch (error) {
      setDeleteError(describeError(error, 'Could not delete the portfolio. Please try again.'));
    } finally {
      setDeleting(false);
    }
  };

  const fallbackTotals = useMemo(
    () => ({
      views: portfolios.reduce((n, p) => n + p.views, 0),
      portfolios: portfolios.length,
      downloads: portfolios.reduce((n, p) => n + p.downloads, 0),
      shares: portfolios.reduce((n, p) => n + p.shares, 0),
    }),
    [portfolios],
  );
  const nothingAtAll = portfolios.length === 0 && localRows.length === 0;
  const firstVisit = useFirstVisit(user?._id);
  // The figures, chart and list show together, once the chart's code is there too: nothing moves.
  const figuresReady = data.status === 'loaded' ? Insights !== null : showingMirror;

  return (
    <main id="main" className="page dashboard">
      {screenPainted && (
        <Suspense fallback={null}>
          <LocalPortfoliosSource userId={user?._id} onChange={setLocalSliced} />
        </Suspense>
      )}
      <header className="dash-head">
        <div>
          <DashboardGreeting
            name={user?.name}
            firstVisit={firstVisit}
            brandNew={firstVisit && !(data.status === 'loaded' && !nothingAtAll)}
          />
          <p className="muted">
            {user?.email && <span className="break">{user.email} · </span>}
            Plan: <strong>{plan}</strong> · {allowance.label}
          </p>
        </div>
        <div className="row">
          <Button onClick={handleCreate}>Create New Portfolio</Button>
          <ButtonLink to="/applications" variant="secondary">
            Applications
          </ButtonLink>
          <Button variant="secondary" onClick={signOut} busy={signingOut}>
            Logout
          </Button>
        </div>
      </header>

      <LinkOpenNotices />
      {screenPainted && (
        <Suspense fallback={null}>
          <StalePageNudge userId={user?._id} portfolios={portfolios} />
        </Suspense>
      )}

      {(data.status === 'loading' || (data.status === 'loaded' && !figuresReady)) && (
        <div className="dash-loading">
          <Spinner label="Loading your dashboard..." />
        </div>
      )}

      {data.status === 'error' && showingMirror && (
        <Banner tone="warning">
          <p>
            {data.offline ? 'You are offline.' : data.message} Showing your portfolios as last synced on this
            device; figures may be out of date.
          </p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={reload}>
            Try again
          </button>
        </Banner>
      )}

      {data.status === 'error' && !showingMirror && (
        <Banner tone="error">
          <p>{data.offline ? OFFLINE_NO_LIST : data.message}</p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={reload}>
            Try again
          </button>
        </Banner>
      )}

      {figuresReady && (
        <>
          <StatCards stats={data.status === 'loaded' ? data.stats : null} fallback={fallbackTotals} />
          {data.status === 'loaded' && data.stats && Insights && <Insights stats={data.stats} />}
          {actionError && (
            <Banner tone="error" onDismiss={() => setActionError(null)}>
              {actionError}
            </Banner>
          )}
          <PortfolioList
            portfolios={portfolios}
            localRows={localRows}
            waiting={local.waiting}
            busy={!local.loaded}
            allowance={allowance}
            onCreate={handleCreate}
            onActions={setActive}
            onRenameDraft={drafts.rename}
            onDeleteDraft={drafts.remove}
          />
        </>
      )}

      {/* Shown with the list, not before it: rendered while the list loads, it would jump down the page. */}
      {(data.status === 'error' || figuresReady) && (
        <MessagesInbox
          ref={inboxRef}
          state={inbox.state}
          actionError={inbox.actionError}
          portfolioFilter={messagesFor}
          onClearFilter={() => setMessagesFor(null)}
          onSetRead={(id, read) => void inbox.setRead(id, read)}
          onDelete={(id) =>
            setConfirm({
              title: 'Delete this message?',
              body: <p>It is removed from the server for good.</p>,
              confirmLabel: 'Delete message',
              tone: 'danger',
              run: () => void inbox.remove(id),
            })
          }
          onRetry={inbox.reload}
        />
      )}

      <PortfolioActionsDialog
        portfolio={active}
        unreadMessages={active ? unreadFor(active._id) : 0}
        onChoose={handleAction}
        onClose={() => setActive(null)}
      />
      <ConfirmDeleteDialog
        portfolio={toDelete}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog confirm={confirm} onClose={() => setConfirm(null)} />
      {drafts.dialogs}
      {signOutDialog}
    </main>
  );
}

/**
 * Whether this is the account's first dashboard on this device: read once, then remembered, so a
 * brand-new account is welcomed and a returning one welcomed back without the heading changing.
 */
function useFirstVisit(userId: string | undefined): boolean {
  const key = `folio:dashboard-seen:${userId ?? ''}`;
  const [first] = useState(() => {
    try {
      return !!userId && window.localStorage.getItem(key) === null;
    } catch {
      return false;
    }
  });
  useEffect(() => {
    if (!userId) return;
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Private mode without storage: every visit is a first one, which only changes a word.
    }
  }, [key, userId]);
  return first;
}
