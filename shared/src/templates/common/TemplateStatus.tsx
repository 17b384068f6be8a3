import type { TemplateId } from '../catalog.js';

export interface TemplateStatusProps {
  template: TemplateId;
  state: 'loading' | 'error';
  /** The server's message when it sent one, else the error's own message; '' when neither. */
  message?: string;
}

/**
 * What a template shows while its data loads on the client, or when loading failed (SPEC.md section 8):
 * Nova says 'Loading Portfolio...' and shows the server's message, else the error's, else 'An unknown
 * error occurred'; the others say 'Loading...' and 'Error: {message}' or 'Resume data could not be loaded.'.
 */
export function TemplateStatus({ template, state, message = '' }: TemplateStatusProps) {
  const nova = template === 'nova';
  const text =
    state === 'loading'
      ? nova
        ? 'Loading Portfolio...'
        : 'Loading...'
      : nova
        ? message || 'An unknown error occurred'
        : message
          ? `Error: ${message}`
          : 'Resume data could not be loaded.';
  return (
    <div
      className={`fx-status fx-status--${state} fx-status--${template}`}
      role={state === 'error' ? 'alert' : 'status'}
    >
      <p>{text}</p>
    </div>
  );
}
