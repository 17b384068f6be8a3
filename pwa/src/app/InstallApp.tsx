import { useId, useState } from 'react';
import { Icon } from '../components/Icon.js';
import { promptInstall, useInstallWay } from './installPrompt.js';
import './installApp.css';

/**
 * "Install app" where the browser can install it, and the steps on an iPhone or iPad; nothing when
 * the app already runs installed. With `icon`, a download mark before the words (the app bars show
 * the mark alone on a phone, where the words would not fit beside the rest).
 */
export function InstallApp({
  className = 'btn btn--ghost btn--sm',
  icon = false,
}: {
  className?: string;
  icon?: boolean;
}) {
  const way = useInstallWay();
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();
  if (way === 'none') return null;
  const label = (
    <>
      {icon && <Icon name="download" />}
      <span className="install-app__label">Install app</span>
    </>
  );
  if (way === 'prompt') {
    return (
      <button type="button" className={className} onClick={() => void promptInstall()}>
        {label}
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
        {label}
      </button>
      <span id={stepsId} className="install-app__steps" role="note" hidden={!showSteps}>
        In Safari, tap Share <span aria-hidden="true">(the square with an arrow)</span>, then Add to Home
        Screen.
      </span>
    </span>
  );
}
