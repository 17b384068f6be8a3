import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { listenForInstallPrompt } from './app/installPrompt.js';
import { registerServiceWorker } from './app/serviceWorker.js';
import { startAuth } from './auth/index.js';
import { startDashboardEarly } from './features/dashboard/earlyStart.js';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render, not in AuthProvider's effect after it: on a signed-in screen the sign-in
// check's answer is what its first real paint waits for (AuthProvider's own call is then a no-op).
void startAuth();
// The install offer comes once, early, on whatever screen is open (installPrompt.ts).
listenForInstallPrompt();
startDashboardEarly(window.location.pathname);

// As a transition, React renders the first screen in slices that yield to the browser every few
// milliseconds, instead of one long task a phone's main thread is blocked by.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
