import type { PortfolioSummary } from '@folio/shared';
import { memo, useMemo, useState } from 'react';
import { Button } from '../../components/Button.js';
import { Icon } from '../../components/Icon.js';
import { filterPortfolios, publicUrl, type PlanAllowance } from './dashboardModel.js';
import { LocalRowCard } from './LocalRowCard.js';
import type { LocalPortfolioRow } from './localRows.js';
import { PortfolioCard } from './PortfolioCard.js';

/** The list's two layouts, each a toggle with its icon. */
const VIEWS = [
  { id: 'grid', label: 'Grid view' },
  { id: 'list', label: 'List view' },
] as const;

interface Props {
  /** The server's portfolios (or the copy kept on this device), newest first. */
  portfolios: readonly PortfolioSummary[];
  /** This device's drafts and portfolios not yet synced. */
  localRows: readonly LocalPortfolioRow[];
  /** Ids of portfolios with an edit made here that has not reached the server yet. */
  waiting: ReadonlySet<string>;
  /** Until this device's drafts and portfolios are read: an empty list means nothing before. */
  busy: boolean;
  allowance: PlanAllowance;
  onCreate: () => void;
  onActions: (portfolio: PortfolioSummary) => void;
  onRenameDraft: (row: LocalPortfolioRow) => void;
  onDeleteDraft: (row: LocalPortfolioRow) => void;
}

/**
 * "My Portfolios": search, grid or list, this device's rows first, then the server's, and the create
 * tile. Memoised: the dashboard re-renders as its other parts arrive (messages, this device's lists),
 * which leaves the cards as they are.
 */
export const PortfolioList = memo(function PortfolioList({
  portfolios,
  localRows,
  waiting,
  busy,
  allowance,
  onCreate,
  onActions,
  onRenameDraft,
  onDeleteDraft,
}: Props) {
  const [query, setQuery] = useState('');
  const [view, setView] = useState<(typeof VIEWS)[number]['id']>('grid');
  const shown = useMemo(() => filterPortfolios(portfolios, query), [portfolios, query]);
  const shownLocal = useMemo(() => filterPortfolios(localRows, query), [localRows, query]);
  const nothingAtAll = portfolios.length === 0 && localRows.length === 0;
  const nothingMatches = !nothingAtAll && shown.length === 0 && shownLocal.length === 0;

  return (
    <section className="portfolios" aria-labelledby="portfolios-title" aria-busy={busy}>
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
            {VIEWS.map((option) => (
              <button
                key={option.id}
                type="button"
                className="segmented__btn"
                aria-pressed={view === option.id}
                aria-label={option.label}
                onClick={() => setView(option.id)}
              >
                <Icon name={option.id} />
              </button>
            ))}
          </div>
        </div>
      </div>

      {nothingAtAll ? (
        <div className="card empty">
          <h3>No portfolios yet</h3>
          <p className="muted">Create your first portfolio to get started</p>
          <Button onClick={onCreate}>Create Portfolio</Button>
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
              onRename={onRenameDraft}
              onDelete={onDeleteDraft}
            />
          ))}
          {shown.map((portfolio, index) => (
            <PortfolioCard
              key={portfolio._id}
              portfolio={portfolio}
              first={index === 0 && shownLocal.length === 0}
              publicHref={publicUrl(window.location.origin, portfolio)}
              waiting={waiting.has(portfolio._id)}
              onActions={() => onActions(portfolio)}
            />
          ))}
          {allowance.showCreateTile && !query && (
            <li className="create-tile">
              <button type="button" className="create-tile__btn" onClick={onCreate}>
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
  );
});
