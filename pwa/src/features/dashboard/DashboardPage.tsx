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
import {
  filterPortfolios,
  greeting,
  planAllowance,
  publicUrl,
  sortByUpdated,
  welcomeName,
} from './dashboardModel.js';
import { useDraftActions } from './DraftDialogs.js';
import { LocalRowCard } from './LocalRowCard.js';
import { MessagesInbox } from './MessagesInbox.js';
import { PortfolioActionsDialog, type PortfolioAction } from './PortfolioActionsDialog.js';
import { PortfolioCard } from './PortfolioCard.js';
import { DailyChart } from './DailyChart.js';
import { ReferrerList } from './ReferrerList.js';
import { StatCards } from './StatCards.js';
import type { LocalPortfolios } from '../../sync/index.js';
import { logger } from '../../app/logger.js';
import { useDashboardData } from './useDashboardData.js';
import { useMessages } from './useMessages.js';
import './dashboard.css';
import { useScreenPainted } from '../../app/screenPainted.js';
import { Icon } from '../../components/Icon.js';
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
  const { signOut, busy: signingOut, dialog: signOutDialog } = useSignOut();
  const inbox = useMessages();
  const drafts = useDraftActions();
  const inboxRef = useRef<HTMLElement>(null);

  const [query, setQuery] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
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
  const shown = useMemo(() => filterPortfolios(portfolios, query), [portfolios, query]);
  const shownLocal = useMemo(() => filterPortfolios(localRows, query), [localRows, query]);
  const plan = user?.plan ?? 'free';
  const allowance = planAllowance(plan, portfolios.length);
  const unreadFor = (id: string) =>
    inbox.state.status === 'loaded'
      ? inbox.state.messages.filter((m) => m.portfolioId === id && !m.read).length
      : 0;

  const handleCreate = () => {
    if (allowance.atLimit) {
      navigate('/pricing', { state: { limitMessage: planLimitMessage(plan) } });
      return;
    }
    navigate('/upload');
  };

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

  const fallbackTotals = {
    views: portfolios.reduce((n, p) => n + p.views, 0),
    portfolios: portfolios.length,
    downloads: portfolios.reduce((n, p) => n + p.downloads, 0),
    shares: portfolios.reduce((n, p) => n + p.shares, 0),
  };
  const nothingAtAll = portfolios.length === 0 && localRows.length === 0;
  const firstVisit = useFirstVisit(user?._id);
  const nothingMatches = !nothingAtAll && shown.length === 0 && shownLocal.length === 0;

  return (
    <main id="main" className="page dashboard">
      {screenPainted && (
        <Suspense fallback={null}>
          <LocalPortfoliosSource userId={user?._id} onChange={setLocalSliced} />
        </Suspense>
      )}
      <header className="dash-head">
        <div>
          <h1>
            {greeting(firstVisit && !(data.status === 'loaded' && !nothingAtAll))}, {welcomeName(user?.name)}!
          </h1>
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

      {data.status === 'loading' && (
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

      {(data.status === 'loaded' || showingMirror) && (
        <>
          <StatCards stats={data.status === 'loaded' ? data.stats : null} fallback={fallbackTotals} />
          {data.status === 'loaded' && data.stats && <DailyChart daily={data.stats.daily} />}
          {data.status === 'loaded' && data.stats && (
            <ReferrerList referrers={data.stats.referrers} days={data.stats.daily.length} />
          )}
          {actionError && (
            <Banner tone="error" onDismiss={() => setActionError(null)}>
              {actionError}
            </Banner>
          )}

          {/* Busy until this device's drafts and portfolios are read: an empty list means nothing before. */}
          <section className="portfolios" aria-labelledby="portfolios-title" aria-busy={!local.loaded}>
            <div className="section-head">
              <h2 id="portfolios-title">My Portfolios</h2>
              <div className="toolbar">
                <label className="visually-hidden" htmlFor="portfolio-search">
                  Search portfolios
                </label>
                <input
                  id="portfolio-search"
                  className="field__input toolbar__search"
                  type="search"
                  placeholder="Search by title"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <div className="segmented" role="group" aria-label="View">
                  <button
                    type="button"
                    className="segmented__btn"
                    aria-pressed={view === 'grid'}
                    aria-label="Grid view"
                    onClick={() => setView('grid')}
                  >
                    <Icon name="grid" />
                  </button>
                  <button
                    type="button"
                    className="segmented__btn"
                    aria-pressed={view === 'list'}
                    aria-label="List view"
                    onClick={() => setView('list')}
                  >
                    <Icon name="list" />
                  </button>
                </div>
              </div>
            </div>

            {nothingAtAll ? (
              <div className="card empty">
                <h3>No portfolios yet</h3>
                <p className="muted">Create your first portfolio to get started</p>
                <Button onClick={handleCreate}>Create Portfolio</Button>
              </div>
            ) : nothingMatches ? (
              <div className="card empty" role="status">
                <h3>No portfolios found</h3>
                <p className="muted">Try adjusting your search terms</p>
              </div>
            ) : (
              <ul className={`plist plist--${view}`} data-testid="portfolio-list" data-view={view}>
                {shownLocal.map((row) => (
                  <LocalRowCard
                    key={`local-${row.id}`}
                    row={row}
                    onRename={drafts.rename}
                    onDelete={drafts.remove}
                  />
                ))}
                {shown.map((portfolio, index) => (
                  <PortfolioCard
                    key={portfolio._id}
                    portfolio={portfolio}
                    first={index === 0 && shownLocal.length === 0}
                    publicHref={publicUrl(window.location.origin, portfolio)}
                    waiting={local.waiting.has(portfolio._id)}
                    onActions={() => setActive(portfolio)}
                  />
                ))}
                {allowance.showCreateTile && !query && (
                  <li className="create-tile">
                    <button type="button" className="create-tile__btn" onClick={handleCreate}>
                      <span className="create-tile__plus">
                        <Icon name="plus" size="2rem" />
                      </span>
                      <span>Create New Portfolio</span>
                      <span className="muted create-tile__left">{allowance.label}</span>
                    </button>
                  </li>
                )}
              </ul>
            )}
          </section>
        </>
      )}

      {/* Shown with the list, not before it: rendered while the list loads, it would jump down the page. */}
      {data.status !== 'loading' && (
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
