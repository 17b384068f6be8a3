import { Link } from 'react-router-dom';
import { InstallApp } from '../../app/InstallApp.js';
import './appHeader.css';

/**
 * The bar over the screens a visitor may use before having an account (reading a resume, the editor):
 * the way home and Sign in, said as what it is for. Nothing here needs an account until publishing.
 */
export function GuestHeader() {
  return (
    <header className="app-header">
      <nav className="app-header__inner" aria-label="App">
        <AppBrand to="/" />
        <span className="muted app-header__guest">No account needed to try</span>
        <span className="app-header__account">
          <InstallApp icon />
          <Link to="/login" className="btn btn--secondary btn--sm">
            Sign in
          </Link>
        </span>
      </nav>
    </header>
  );
}

/** Folio's name and mark at the start of the bar, leading home (the dashboard, once signed in). */
export function AppBrand({ to }: { to: string }) {
  return (
    <Link to={to} className="app-header__brand">
      <img src="/icons/favicon.svg" alt="" width="28" height="28" />
      <span>Folio</span>
    </Link>
  );
}
