import { MAX_UPLOAD_LABEL, PLAN_PORTFOLIO_LIMITS, portfolioLimit } from '@folio/shared';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/index.js';
import { Banner } from '../../components/Banner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import '../legal/legal.css';
import './pricing.css';

const SHARED_FEATURES = [
  'All six templates, switch any time',
  'Resume read on your device, every field editable',
  'Keyword and wording suggestions from your own resume',
  'Link and QR code sharing',
  'Cookie-free visitor counts, downloads and shares',
  'Contact form messages in your dashboard',
  `PDF uploads up to ${MAX_UPLOAD_LABEL}`,
  'Works offline; drafts sync when you are back online',
];

function limitMessageFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('limitMessage' in state)) return null;
  return typeof state.limitMessage === 'string' ? state.limitMessage : null;
}

/**
 * /pricing: the two plans, what they include, the user's plan, and how to ask for Pro. Operator
 * commands (granting a plan) live in docs/operating.md, never on a page end users read.
 */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const { status, user } = useAuth();
  const location = useLocation();
  const limitMessage = limitMessageFrom(location.state);
  const plan = user?.plan ?? null;
  const unlimited = plan !== null && portfolioLimit(plan) === null;

  const plans = [
    { id: 'free', name: 'Free', price: 'Free forever, no credit card', limit: PLAN_PORTFOLIO_LIMITS.free },
    {
      id: 'pro',
      name: 'Pro',
      price: 'On request: whoever runs this Folio server grants it',
      limit: PLAN_PORTFOLIO_LIMITS.pro,
    },
  ] as const;

  return (
    <main id="main" className="page doc">
      <nav className="doc__nav" aria-label="Breadcrumb">
        <Link to={status === 'authenticated' ? '/dashboard' : '/'}>
          ← {status === 'authenticated' ? 'Back to dashboard' : 'Back to home'}
        </Link>
      </nav>
      <h1>Pricing</h1>
      {limitMessage && <Banner tone="warning">{limitMessage}</Banner>}
      <p className="muted doc__lead">
        Both plans include every feature. They differ only in how many portfolios you can keep at once.
      </p>
      {status === 'authenticated' && plan && (
        <p className="current-plan" role="status">
          Your current plan: <strong>{unlimited ? `${plan} (unlimited portfolios)` : plan}</strong>
        </p>
      )}
      <ul className="plans">
        {plans.map((item) => {
          const current = plan === item.id;
          return (
            <li key={item.id} className={`card plan ${current ? 'plan--current' : ''}`}>
              <h2>
                {item.name} {current && <span className="badge badge--accent">Current plan</span>}
              </h2>
              <p className="plan__limit">
                <strong>{item.limit}</strong> portfolios
              </p>
              <p className="muted">{item.price}</p>
              <ul className="plan__features">
                {SHARED_FEATURES.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {item.id === 'free' ? (
                status === 'authenticated' ? (
                  <Link className="btn btn--secondary" to="/dashboard">
                    Go to your dashboard
                  </Link>
                ) : (
                  <Link className="btn btn--primary" to="/login">
                    Start for free
                  </Link>
                )
              ) : (
                <div className="plan__upgrade">
                  <p>
                    <strong>How to upgrade:</strong> Folio takes no payments. Ask the people who run this
                    server to move your account{user?.email ? ` (${user.email})` : ''} to Pro; nothing to
                    install or pay on your side.
                  </p>
                  <Link className="btn btn--primary" to="/#contact">
                    Ask for Pro
                  </Link>
                  <p className="muted">Once they have, sign out and in again to see your new plan.</p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
