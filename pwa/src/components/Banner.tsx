import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

/**
 * A message block. Errors use role="alert" so screen readers announce them at once; the rest
 * are polite status messages.
 */
export function Banner({
  tone,
  children,
  onDismiss,
}: {
  tone: Tone;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="banner__body">{children}</div>
      {onDismiss && (
        <button type="button" className="banner__close" onClick={onDismiss} aria-label="Dismiss">
          ×
        </button>
      )}
    </div>
  );
}
