import { Link } from 'react-router-dom';
import { formatDate } from './dashboardModel.js';
import { LOCAL_STATUS_LABELS, type LocalPortfolioRow } from './localRows.js';

interface Props {
  row: LocalPortfolioRow;
  /** Drafts can be renamed and deleted from here. */
  onRename?: (row: LocalPortfolioRow) => void;
  onDelete?: (row: LocalPortfolioRow) => void;
}

/** A portfolio that so far exists only on this device. */
export function LocalRowCard({ row, onRename, onDelete }: Props) {
  const draft = row.status === 'draft';
  const updated = formatDate(row.updatedAt);
  return (
    <li className="card pcard pcard--local" data-testid="local-portfolio-card">
      <div className="pcard__thumb">
        <div className="template-art template-art--draft" aria-hidden="true" />
      </div>
      <div className="pcard__body">
        <div className="pcard__title-row">
          <h3 className="pcard__title break">{row.title || 'Untitled draft'}</h3>
          <span className={`badge ${row.status === 'conflict' ? 'badge--warn' : 'badge--muted'}`}>
            {LOCAL_STATUS_LABELS[row.status]}
          </span>
        </div>
        {row.templateName && <p className="pcard__meta muted">Template: {row.templateName}</p>}
        {updated && <p className="pcard__meta muted">Changed {updated} on this device</p>}
        {row.detail && <p className="pcard__meta">{row.detail}</p>}
      </div>
      <div className="pcard__actions">
        <Link className="btn btn--secondary btn--sm" to={row.href}>
          Continue<span className="visually-hidden"> {row.title}</span>
        </Link>
        {draft && (onRename || onDelete) && (
          <span className="pcard__more">
            {onRename && (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => onRename(row)}>
                Rename<span className="visually-hidden"> {row.title}</span>
              </button>
            )}
            {onDelete && (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDelete(row)}>
                Delete<span className="visually-hidden"> {row.title}</span>
              </button>
            )}
          </span>
        )}
      </div>
    </li>
  );
}
