import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** A toast notice (SPEC.md section 3): id, message, type (default info). */
export interface ToastNotice {
  id: number;
  message: string;
  type: 'info' | 'success' | 'error';
}

type Show = (message: string, type?: ToastNotice['type']) => void;
const ToastContext = createContext<Show | null>(null);

const TOAST_MS = 4000;

/** Hosts toasts for the whole app; they are announced politely (errors assertively). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastNotice[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<Show>(
    (message, type = 'info') => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { id, message, type }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.type}`}
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            <span>{toast.message}</span>
            <button
              type="button"
              className="toast__close"
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast: `toast('Saved', 'success')`. */
export function useToast(): Show {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}
