import { useEffect, useRef, useState } from 'react';
import type { EditNotice } from './useEditHistory.js';

const TOAST_MS = 10_000;

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * Undo and Redo buttons (for touch, and to say the shortcut exists), the announcement of what an undo
 * took back, and after a removal a toast "Removed job — Undo" that takes the keyboard, so a Remove
 * pressed by mistake is one more key away from coming back.
 */
export function UndoBar({
  notice,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  notice: EditNotice | null;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const [toast, setToast] = useState<EditNotice | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const [lastSeq, setLastSeq] = useState<number | null>(null);
  if (notice && notice.seq !== lastSeq) {
    setLastSeq(notice.seq);
    setToast(notice.kind === 'edit' && notice.destructive ? notice : null);
  }

  useEffect(() => {
    if (!toast) return;
    // The Remove just pressed now belongs to the next entry (or is gone): a second key press must not
    // remove another one, so the keyboard goes to Undo. Typing in a field is left alone.
    const active = document.activeElement;
    if (!active?.matches('input:not([type="checkbox"]), textarea')) undoButton.current?.focus();
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const mod = isMac() ? '⌘' : 'Ctrl';
  const said =
    notice && notice.kind !== 'edit'
      ? `${notice.kind === 'undo' ? 'Undone' : 'Redone'}: ${notice.label}`
      : '';
  return (
    <>
      <div className="undo-bar" role="group" aria-label="Undo and redo">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canUndo}
          onClick={onUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={`Undo (${mod}+Z)`}
        >
          Undo
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canRedo}
          onClick={onRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          title={`Redo (${mod}+Shift+Z)`}
        >
          Redo
        </button>
        <span className="visually-hidden" role="status">
          {said}
        </span>
      </div>
      <div className="toasts toasts--editor">
        {toast && (
          <div className="toast" role="status" key={toast.seq}>
            <span>{toast.label}.</span>
            <button
              ref={undoButton}
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => {
                setToast(null);
                onUndo();
              }}
            >
              Undo
            </button>
            <button
              type="button"
              className="toast__close"
              onClick={() => setToast(null)}
              aria-label="Dismiss"
            >
              ×
            </button>
          </div>
        )}
      </div>
    </>
  );
}
