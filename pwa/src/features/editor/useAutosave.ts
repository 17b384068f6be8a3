import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * Saves `value` a moment after it stops changing, and at once when the page is hidden or left, so a
 * closed tab or a phone locking mid-edit loses nothing. `save` must be safe to call repeatedly.
 */
export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<void>,
  delayMs = 500,
): { state: SaveState; flush: () => Promise<void>; markSaved: (value: T) => void } {
  const [state, setState] = useState<SaveState>('saved');
  const latest = useRef(value);
  const dirty = useRef(false);
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    setState('saving');
    try {
      await saveRef.current(latest.current);
      setState(dirty.current ? 'pending' : 'saved');
    } catch {
      dirty.current = true;
      setState('failed');
    }
  }, []);

  useEffect(() => {
    // The same object is not a change (first render, StrictMode's second run, markSaved).
    if (value === latest.current) return;
    latest.current = value;
    dirty.current = true;
    setState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [value, delayMs, flush]);

  useEffect(() => {
    const onHide = () => void flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void flush();
    };
  }, [flush]);

  /** Takes `value` as what is stored (it came from storage), so it is not saved back. */
  const markSaved = useCallback((stored: T) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    latest.current = stored;
    dirty.current = false;
    setState('saved');
  }, []);

  return { state, flush, markSaved };
}
