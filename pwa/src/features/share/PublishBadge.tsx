import type { LocalPortfolioRecord } from '../../db/index.js';
import { publishState } from '../../sync/index.js';
import { BADGES } from './shareModel.js';
import './publishBadge.css';

/**
 * What the server really has of this portfolio (DESIGN.md section 9): 'Published' only once it holds
 * this device's version; 'Waiting to sync' while an edit is still on its way. The link page and the
 * editor show the same badge.
 */
export function PublishBadge({ portfolio }: { portfolio: LocalPortfolioRecord }) {
  const badge = BADGES[publishState(portfolio)];
  return (
    <p className={`status-badge status-badge--${badge.tone}`} data-testid="publish-badge">
      {badge.label}
    </p>
  );
}
