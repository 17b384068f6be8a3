import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FEATURE_CATEGORIES, filterFeatures, type FeatureFilter } from './featureCards.js';
import { useStartTarget } from './useStartTarget.js';
import { Icon } from '../../components/Icon.js';

const TABS: ReadonlyArray<{ id: FeatureFilter; label: string }> = [
  { id: 'all', label: 'All Features' },
  ...FEATURE_CATEGORIES.map((category) => ({ id: category, label: category })),
];

/** #features: five filter buttons over nine cards. */
export function Features() {
  const [filter, setFilter] = useState<FeatureFilter>('all');
  const start = useStartTarget();
  const cards = filterFeatures(filter);
  return (
    <section id="features" className="lsection" aria-labelledby="features-title">
      <div className="lsection__head">
        <p className="eyebrow">Features</p>
        <h2 id="features-title">What Folio does for you</h2>
      </div>
      <div className="chips" role="group" aria-label="Filter features">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            className={`chip ${filter === tab.id ? 'chip--active' : ''}`}
            aria-pressed={filter === tab.id}
            onClick={() => setFilter(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {cards.length} features shown
      </p>
      <ul className="feature-grid">
        {cards.map((card) => (
          <li key={card.title} className="card feature-card reveal">
            <span className="feature-card__icon">
              <Icon name={card.icon} size="1.75rem" />
            </span>
            <h3>{card.title}</h3>
            <p className="muted">{card.description}</p>
            <span className="tag">{card.category}</span>
          </li>
        ))}
      </ul>
      <div className="lsection__cta">
        <Link to={start} className="btn btn--primary btn--lg">
          Start Building for Free
        </Link>
      </div>
    </section>
  );
}
