import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth.js';
import { SignedInOrGuest } from '../auth/SignedInOrGuest.js';
import { AppHeader } from '../features/app-header/AppHeader.js';
import { GuestHeader } from '../features/app-header/GuestHeader.js';
import { loadDashboardPage } from '../features/dashboard/earlyStart.js';
import { AppLayout } from './AppLayout.js';
import { lazyPage } from './lazyPage.js';
import { RouteError } from './RouteError.js';

// Route-level code splitting: every screen is its own chunk, loaded when first visited.
const LandingPage = lazyPage(() => import('../features/landing/LandingPage.js'), 'LandingPage');
const LoginPage = lazyPage(() => import('../features/login/LoginPage.js'), 'LoginPage');
const CallbackPage = lazyPage(() => import('../features/callback/CallbackPage.js'), 'CallbackPage');
const DashboardPage = lazyPage(loadDashboardPage, 'DashboardPage');
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage.js'), 'PricingPage');
const TermsPage = lazyPage(() => import('../features/legal/TermsPage.js'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/legal/PrivacyPage.js'), 'PrivacyPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage.js'), 'NotFoundPage');
const ServerPage = lazyPage(() => import('../features/not-found/ServerPage.js'), 'ServerPage');
// The resume flow (issue 5).
const UploadPage = lazyPage(() => import('../features/upload/UploadPage.js'), 'UploadPage');
const EditorPage = lazyPage(() => import('../features/editor/EditorPage.js'), 'EditorPage');
const SelectTemplatePage = lazyPage(
  () => import('../features/select-template/SelectTemplatePage.js'),
  'SelectTemplatePage',
);
const PortfolioLinkPage = lazyPage(
  () => import('../features/share/PortfolioLinkPage.js'),
  'PortfolioLinkPage',
);

const AccountPage = lazyPage(() => import('../features/account/AccountPage.js'), 'AccountPage');
const VersionsPage = lazyPage(() => import('../features/versions/VersionsPage.js'), 'VersionsPage');
const TrackerPage = lazyPage(() => import('../features/applications/TrackerPage.js'), 'TrackerPage');
const AdminPage = lazyPage(() => import('../features/admin/AdminPage.js'), 'AdminPage');

/** A signed-in screen: the app's header (the way back to the dashboard, the account menu), then the page. */
function guarded(Page: ComponentType) {
  return (
    <RequireAuth>
      <AppHeader />
      <Page />
    </RequireAuth>
  );
}

/** A screen a visitor can use before signing up (reading a resume, editing it); publishing needs an account. */
function tryable(Page: ComponentType) {
  return (
    <SignedInOrGuest signedIn={<AppHeader />} guest={<GuestHeader />}>
      <Page />
    </SignedInOrGuest>
  );
}

/** The route table of SPEC.md section 2, plus /edit, /pricing, the legal pages and not-found. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/auth/callback', element: <CallbackPage /> },
      { path: '/dashboard', element: guarded(DashboardPage) },
      { path: '/upload', element: tryable(UploadPage) },
      { path: '/edit', element: tryable(EditorPage) },
      { path: '/select-template', element: guarded(SelectTemplatePage) },
      { path: '/portfolio-link', element: guarded(PortfolioLinkPage) },
      { path: '/versions', element: guarded(VersionsPage) },
      { path: '/applications', element: guarded(TrackerPage) },
      { path: '/account', element: guarded(AccountPage) },
      { path: '/admin', element: guarded(AdminPage) },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      // Published pages are served by the server; inside the app a link there needs a full load.
      { path: '/portfolio/*', element: <ServerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
