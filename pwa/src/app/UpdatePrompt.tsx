import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from './serviceWorker.js';

/** 'Update available' (registerType 'prompt'): the new version activates only when the user agrees. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, isUpdateWaiting);
  const [dismissed, setDismissed] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <div className="update-prompt" role="status">
      <span>Update available: a new version of Folio is ready.</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={applyUpdate}>
        Reload to update
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDismissed(true)}>
        Later
      </button>
    </div>
  );
}
