import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/index.js';
import { useSignOut } from '../sign-out/useSignOut.js';
import { useDisclosure } from '../../components/useDisclosure.js';
import { InstallApp } from '../../app/InstallApp.js';
import { AppBrand } from './GuestHeader.js';
import './appHeader.css';

/**
 * The bar on every signed-in screen: the way back to the dashboard, and an account menu with who is
 * signed in, their plan and Sign out. A disclosure (button + list), closed by Escape, a choice or a
 * click elsewhere.
 */
export function AppHeader() {
  const { user } = useAuth();
  const { signOut, busy, dialog } = useSignOut();
  const { pathname } = useLocation();
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const menuId = useId();

  const onDashboard = pathname === '/dashboard';
  return (
    <header className="app-header">
      <nav className="app-header__inner" aria-label="App">
        <AppBrand to="/dashboard" />
        <Link to="/dashboard" className="app-header__link" aria-current={onDashboard ? 'page' : undefined}>
          {onDashboard ? 'Dashboard' : '← Dashboard'}
        </Link>
        <div className="app-header__account" ref={rootRef}>
          <InstallApp icon />
          <button
            ref={buttonRef}
            type="button"
            className="app-header__account-button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="app-header__avatar" aria-hidden="true">
              {(user?.name || user?.email || '?').trim().charAt(0).toUpperCase()}
            </span>
            <span className="app-header__account-label">Account</span>
          </button>
          {open && (
            <div id={menuId} className="app-header__menu">
              <p className="app-header__who">
                <strong>{user?.name || 'Signed in'}</strong>
                {user?.email && <span className="muted">{user.email}</span>}
                {user?.plan && <span className="muted">Plan: {user.plan}</span>}
              </p>
              <ul>
                <li>
                  <Link to="/dashboard" onClick={() => setOpen(false)}>
                    Dashboard
                  </Link>
                </li>
                <li>
                  <Link to="/applications" onClick={() => setOpen(false)}>
                    Applications
                  </Link>
                </li>
                <li>
                  <Link to="/pricing" onClick={() => setOpen(false)}>
                    Plans and pricing
                  </Link>
                </li>
                <li>
                  <Link to="/account" onClick={() => setOpen(false)}>
                    Your data
                  </Link>
                </li>
                {user?.admin && (
                  <li>
                    <Link to="/admin" onClick={() => setOpen(false)}>
                      Operator inbox
                    </Link>
                  </li>
                )}
                <li>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => {
                      setOpen(false);
                      signOut();
                    }}
                  >
                    Sign out
                  </button>
                </li>
              </ul>
            </div>
          )}
        </div>
      </nav>
      {dialog}
    </header>
  );
}
