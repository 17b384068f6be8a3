import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';

/**
 * Published portfolio pages are rendered by the server, not by the app. The app only lands here
 * when something linked to one with an in-app link, or the page was opened from the installed app
 * while offline; it offers the real page instead of guessing.
 */
export function ServerPage() {
  const { pathname, search } = useLocation();
  useDocumentTitle('Portfolio');
  const href = `${pathname}${search}`;
  return (
    <main id="main" className="page page--center">
      <div className="card card--narrow">
        <h1>Open this portfolio</h1>
        <p>
          Published portfolios are served by the server. Open the page to load it, or check your connection if
          you are offline.
        </p>
        <a
          className="btn btn--primary"
          href={href}
          onClick={(event) => {
            event.preventDefault();
            window.location.assign(href);
          }}
        >
          Open the portfolio page
        </a>
      </div>
    </main>
  );
}
