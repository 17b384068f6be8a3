import { NAV_SCROLL_THRESHOLD_PX } from '@folio/shared';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/index.js';
import { useSignOut } from '../sign-out/useSignOut.js';
import { useScrolled } from './useScrolled.js';

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#process', label: 'How it Works' },
  { href: '#templates', label: 'Templates' },
  { href: '#contact', label: 'Contact Us' },
] as const;

/** The landing page's top bar: anchors, sign-in or sign-out, a menu on small screens. */
export function LandingNav() {
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { status } = useAuth();
  const { signOut, busy, dialog } = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  const handleLogout = () => {
    close();
    signOut();
  };

  return (
    <header className={`lnav ${scrolled ? 'lnav--scrolled' : ''} ${open ? 'lnav--open' : ''}`}>
      <nav className="lnav__inner" aria-label="Main">
        <Link to="/" className="lnav__brand" onClick={close}>
          <img src="/icons/favicon.svg" alt="" width="28" height="28" />
          <span>Folio</span>
        </Link>
        <button
          type="button"
          className="lnav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="lnav__burger" aria-hidden="true" />
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div id={menuId} className="lnav__menu">
          <ul className="lnav__links">
            {ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a href={anchor.href} onClick={close}>
                  {anchor.label}
                </a>
              </li>
            ))}
            <li>
              <Link to="/pricing" onClick={close}>
                Pricing
              </Link>
            </li>
          </ul>
          <div className="lnav__actions">
            {status === 'authenticated' ? (
              <>
                <Link to="/dashboard" className="btn btn--secondary btn--sm" onClick={close}>
                  Dashboard
                </Link>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={handleLogout}
                  disabled={busy}
                >
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className="btn btn--ghost btn--sm" onClick={close}>
                  Sign In
                </Link>
                <Link to="/login" className="btn btn--primary btn--sm" onClick={close}>
                  Get Started Free
                </Link>
              </>
            )}
          </div>
        </div>
      </nav>
      {dialog}
    </header>
  );
}
