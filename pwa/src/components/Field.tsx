import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Common {
  label: string;
  /** Shown under the field and linked with aria-describedby; also marks it invalid. */
  error?: string | null;
  hint?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and error message. */
export function Field({
  label,
  error,
  hint,
  hideLabel,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled multi-line field. */
export function TextAreaField({
  label,
  error,
  hint,
  hideLabel,
  className,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}
