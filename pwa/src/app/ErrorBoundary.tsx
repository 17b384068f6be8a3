import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** The last line of defence around the whole app: a plain message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Nothing to report to: Folio has no error-tracking service. The message below is the report.
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="page page--center">
        <div className="card card--narrow" role="alert">
          <h1>Something went wrong</h1>
          <p>
            Folio hit an unexpected error. Reload the page to continue; your drafts are kept on this device.
          </p>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </main>
    );
  }
}
