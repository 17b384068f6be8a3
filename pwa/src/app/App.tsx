import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider.js';
import { ToastProvider } from '../components/Toast.js';
import { ThemeProvider } from '../features/theme-picker/ThemeProvider.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { routes } from './routes.js';
import { SyncConnector } from './SyncConnector.js';

/** Providers around the router: theme, toasts, sign-in. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ErrorBoundary>
      <ThemeProvider>
        <ToastProvider>
          <AuthProvider>
            <SyncConnector />
            <RouterProvider router={router} />
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
