import { useId, useState } from 'react';
import { promptInstall, useInstallWay } from './installPrompt.js';
import './installApp.css';

/**
 * "Install app" where the browser can install it, and the steps on an iPhone or iPad; nothing when
 * the app already runs installed.
 */
export function InstallApp({ className = 'btn btn--ghost btn--sm' }: { className?: string }) {
  const way = useInstallWay();
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();
  if (way === 'none') return null;
  if (way === 'prompt') {
    return (
      <button type="button" className={className} onClick={() => void promptInstall()}>
        Install app
      </button>
    );
  }
  return (
    <span className="install-app">
      <button
        type="button"
        className={className}
        aria-expanded={showSteps}
        aria-controls={stepsId}
        onClick={() => setShowSteps((s) => !s)}
      >
        Install app
      </button>
      <span id={stepsId} className="install-app__steps" role="note" hidden={!showSteps}>
        In Safari, tap Share <span aria-hidden="true">(the square with an arrow)</span>, then Add to Home
        Screen.
      </span>
    </span>
  );
}
