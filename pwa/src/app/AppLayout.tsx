import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner.js';
import { ThemePicker } from '../features/theme-picker/ThemePicker.js';
import { markScreenPaintedSoon } from './screenPainted.js';
import { UpdatePrompt } from './UpdatePrompt.js';

/** Inside the page's Suspense: commits only once the screen's own code has loaded and rendered. */
function ScreenPainted() {
  useEffect(() => markScreenPaintedSoon(), []);
  return null;
}

/**
 * The frame around every screen: skip link, the page (lazy, with a spinner while its chunk loads),
 * the floating theme picker and the 'Update available' prompt.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const first = useRef(true);

  // After an in-app navigation, move focus to the new page's heading so screen readers announce it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && !heading.contains(document.activeElement)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense
        fallback={
          <main id="main" className="page page--center">
            <Spinner label="Loading..." />
          </main>
        }
      >
        <Outlet />
        <ScreenPainted />
      </Suspense>
      <ThemePicker />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
