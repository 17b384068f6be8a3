import { THUMBNAIL_SIZE, type PortfolioSummary } from '@folio/shared';
import { formatDate } from './dashboardModel.js';
import { Icon } from '../../components/Icon.js';
import { LOCAL_STATUS_LABELS } from './localRows.js';

interface Props {
  portfolio: PortfolioSummary;
  publicHref: string;
  /** An edit made on this device has not reached the server yet: its status there is out of date. */
  waiting: boolean;
  /**
   * The first card on the screen: its picture is usually the largest thing the dashboard paints, so
   * it is fetched at once, not lazily.
   */
  first?: boolean;
  onActions: () => void;
}

/** One portfolio: preview, title, template, views, last update, status, view and actions buttons. */
export function PortfolioCard({ portfolio, publicHref, waiting, first = false, onActions }: Props) {
  const updated = formatDate(portfolio.updatedAt);
  return (
    <li className="card pcard" data-testid="portfolio-card">
      <div className="pcard__thumb">
        {portfolio.thumbnail ? (
          <img
            src={portfolio.thumbnail}
            alt=""
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={`template-art template-art--${portfolio.templateId}`} aria-hidden="true" />
        )}
      </div>
      <div className="pcard__body">
        <div className="pcard__title-row">
          <h3 className="pcard__title break">{portfolio.title || 'Untitled portfolio'}</h3>
          {waiting ? (
            <span className="badge badge--muted">{LOCAL_STATUS_LABELS.waiting}</span>
          ) : (
            <span className={`badge ${portfolio.published ? 'badge--ok' : 'badge--muted'}`}>
              {portfolio.published ? 'Published' : 'Unpublished'}
            </span>
          )}
        </div>
        <p className="pcard__meta muted">Template: {portfolio.template}</p>
        <p className="pcard__meta muted">
          <span>
            {portfolio.views.toLocaleString()} {portfolio.views === 1 ? 'view' : 'views'}
          </span>
          {updated && (
            <>
              {' · '}
              <span>Updated {updated}</span>
            </>
          )}
        </p>
      </div>
      <div className="pcard__actions">
        {portfolio.published ? (
          <a
            className="btn btn--secondary btn--sm"
            href={publicHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            View<span className="visually-hidden"> {portfolio.title} (opens in a new tab)</span>
          </a>
        ) : (
          <span className="muted pcard__hint">Not public</span>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-haspopup="dialog"
          aria-label={`Actions for ${portfolio.title || 'Untitled portfolio'}`}
          onClick={onActions}
        >
          <Icon name="more" />
        </button>
      </div>
    </li>
  );
}
