import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Extra text under the title, linked as the dialog's description. */
  description?: string;
}

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, Escape closes it,
 * and a click on the backdrop closes it (SPEC.md section 2, the actions dialog).
 */
export function Dialog({ open, title, onClose, children, footer, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // showModal puts the keyboard on the first button (the header's ×); a dialog that asks for
      // something (the Rename dialog's name) gets it in its first field instead.
      dialog
        .querySelector<HTMLElement>('.dialog__body :is(input, textarea, select):not([disabled])')
        ?.focus();
      // Closing unmounts the dialog, so the browser's return of focus has nothing to return from.
      return () => {
        if (opener?.isConnected && (!dialog.isConnected || !dialog.open)) opener.focus();
      };
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </header>
        {description && (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        )}
        <div className="dialog__body">{children}</div>
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
