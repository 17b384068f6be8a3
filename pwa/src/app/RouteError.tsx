import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Shown when a screen fails to render or its code cannot be loaded (typically: offline right after
 * an update, before the new version is cached).
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main id="main" className="page page--center">
      <div className="card card--narrow">
        <h1>{title}</h1>
        <p>
          {chunkFailed
            ? 'This part of Folio could not be loaded. Check your connection, then reload the page.'
            : 'This screen hit an unexpected error. Reloading usually fixes it; your drafts are kept on this device.'}
        </p>
        <div className="row">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <a className="btn btn--secondary" href="/">
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
