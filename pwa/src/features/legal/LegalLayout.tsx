import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './legal.css';

/** The frame of the Terms and Privacy pages. */
export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="page doc">
      <nav className="doc__nav" aria-label="Breadcrumb">
        <Link to="/">← Back to home</Link> · <Link to="/login">Sign in</Link>
      </nav>
      <h1>{title}</h1>
      <p className="muted">Last updated {updated}</p>
      {children}
      <p className="muted">
        See also: <Link to="/terms">Terms</Link> · <Link to="/privacy">Privacy</Link> ·{' '}
        <Link to="/pricing">Pricing</Link>
      </p>
    </main>
  );
}
