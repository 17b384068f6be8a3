import { PLAN_PORTFOLIO_LIMITS } from '@folio/shared';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { LegalLayout } from './LegalLayout.js';

/** The terms of use: short and plain. */
export function TermsPage() {
  useDocumentTitle('Terms');
  return (
    <LegalLayout title="Terms" updated="November 2026">
      <p className="doc__lead">Plain terms for using Folio on this server.</p>
      <h2>Your content</h2>
      <ul>
        <li>
          What you put in a portfolio stays yours. You let this server store it and show it to visitors while
          it is published.
        </li>
        <li>Publish only what you have the right to publish, and nothing unlawful or meant to deceive.</li>
        <li>
          Parsing and suggestions can be wrong: check your portfolio before you publish it. You are
          responsible for what it says.
        </li>
      </ul>
      <h2>Your account</h2>
      <ul>
        <li>You sign in through an identity provider; keep that account secure.</li>
        <li>
          The free plan allows {PLAN_PORTFOLIO_LIMITS.free} portfolios and Pro allows{' '}
          {PLAN_PORTFOLIO_LIMITS.pro}. See <Link to="/pricing">Pricing</Link>.
        </li>
        <li>The operator of this server may remove content or accounts that break these terms.</li>
      </ul>
      <h2>The service</h2>
      <ul>
        <li>
          Folio is provided as it is, without a guarantee of availability. Keep your own copy of your resume.
        </li>
        <li>
          How your data is handled is described in the <Link to="/privacy">privacy notice</Link>.
        </li>
      </ul>
    </LegalLayout>
  );
}
