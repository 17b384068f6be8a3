import { useSyncExternalStore } from 'react';

/*
 * "Install app" (issue 22 item 8). Chromium browsers offer installing a site with a manifest and a
 * service worker through `beforeinstallprompt`, which fires once, early, whatever screen is open: it is
 * caught at start-up (`listenForInstallPrompt`, from main.tsx) and kept for the button. Safari on
 * iPhone and iPad has no such event; there the way is Share → Add to Home Screen, which we can only
 * describe. Nothing is offered when the app already runs installed (display-mode standalone).
 */

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallWay = 'prompt' | 'ios' | 'none';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar would come and go on its own; the app's button offers it instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

function runsInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on an iPhone or iPad (iPadOS says it is a Mac, with a touch screen). */
function iosSafari(): boolean {
  const ua = navigator.userAgent;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return apple && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

function installWay(): InstallWay {
  if (installed || runsInstalled()) return 'none';
  // Safari on iOS never offers the event; a browser that says it is one gets the steps.
  if (iosSafari()) return 'ios';
  return deferred ? 'prompt' : 'none';
}

/** Shows the browser's install dialog; resolves once the person has answered it. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  // A kept event can be used only once.
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const media = window.matchMedia('(display-mode: standalone)');
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
};

/** How this browser can install the app now: its own dialog, the iOS steps, or not at all. */
export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, installWay, () => 'none');
}
