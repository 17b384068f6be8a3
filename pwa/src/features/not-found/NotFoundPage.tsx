import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <main id="main" className="page page--center">
      <div className="card card--narrow">
        <p className="eyebrow">404</p>
        <h1>Page not found</h1>
        <p>
          There is no page at <code className="break">{pathname}</code>. It may have moved, or the link may be
          mistyped.
        </p>
        <div className="row">
          <Link className="btn btn--primary" to="/">
            Go to the home page
          </Link>
          <Link className="btn btn--secondary" to="/dashboard">
            Open your dashboard
          </Link>
        </div>
      </div>
    </main>
  );
}
