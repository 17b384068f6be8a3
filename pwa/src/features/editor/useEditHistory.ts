import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getDb, getEditHistory, putEditHistory } from '../../db/index.js';
import { describeEdit, type EditHint } from './editLabels.js';
import { diff, emptyHistory, record, redo, undo, type History } from './history.js';
import { fingerprint } from './fingerprint.js';
import { useAutosave } from './useAutosave.js';

/** The last thing that happened to the document, for the toast and the announcement. */
export interface EditNotice {
  kind: 'edit' | 'undo' | 'redo';
  label: string;
  destructive: boolean;
  /** Tells two notices with the same words apart (removing two jobs in a row shows two toasts). */
  seq: number;
}

interface State<T> {
  doc: T;
  history: History;
  notice: EditNotice | null;
}

export interface EditHistoryApi<T> {
  doc: T;
  notice: EditNotice | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Changes the document as one undoable step. */
  edit: (change: (doc: T) => T, hint?: EditHint) => void;
  undo: () => void;
  redo: () => void;
  /** Takes a document from elsewhere (a settled conflict): the steps made on the old one no longer fit. */
  replace: (doc: T) => void;
}

let seq = 0;

/**
 * The editor's document with undo and redo of every change to it, kept on this device beside the
 * document (under `storageKey`) so a reload can still take an edit back. Ctrl/Cmd-Z undoes and
 * Ctrl/Cmd-Shift-Z or Ctrl-Y redoes, anywhere in `scope` (fields elsewhere keep their own undo).
 * `valid` guards against a stored step that no longer makes a sound document.
 */
export function useEditHistory<T>(
  initial: T,
  options: { storageKey: string; ownerId: string; valid: (doc: T) => boolean; scope: string },
): EditHistoryApi<T> {
  const { storageKey, ownerId, scope } = options;
  const [state, setState] = useState<State<T>>(() => ({
    doc: initial,
    history: emptyHistory(),
    notice: null,
  }));
  const validRef = useRef(options.valid);
  useEffect(() => {
    validRef.current = options.valid;
  });

  useEffect(() => {
    let cancelled = false;
    void getEditHistory(getDb(), storageKey).then((stored) => {
      if (cancelled || !stored) return;
      setState((s) => {
        const untouched = s.history.past.length === 0 && s.history.future.length === 0;
        // Steps fit only the document they were made on: one changed on another device drops them.
        if (!untouched || fingerprint(s.doc) !== stored.fingerprint) return s;
        return { ...s, history: { past: stored.past, future: stored.future } };
      });
    });
    return () => {
      cancelled = true;
    };
  }, [storageKey]);

  const saved = useMemo(() => ({ doc: state.doc, history: state.history }), [state.doc, state.history]);
  const saveHistory = useCallback(
    (value: { doc: T; history: History }) =>
      putEditHistory(getDb(), {
        key: storageKey,
        ownerId,
        fingerprint: fingerprint(value.doc),
        past: value.history.past,
        future: value.history.future,
      }),
    [storageKey, ownerId],
  );
  useAutosave(saved, saveHistory);

  const edit = useCallback((change: (doc: T) => T, hint?: EditHint) => {
    setState((s) => {
      const next = change(s.doc);
      if (next === s.doc) return s;
      const changes = diff(s.doc, next);
      if (changes.length === 0) return { ...s, doc: next };
      const meta = describeEdit(changes, hint);
      return {
        doc: next,
        history: record(s.history, changes, { label: meta.label, group: meta.group, at: Date.now() }),
        notice: { kind: 'edit', label: meta.label, destructive: meta.destructive, seq: ++seq },
      };
    });
  }, []);

  const step = useCallback((kind: 'undo' | 'redo') => {
    setState((s) => {
      let result;
      try {
        result = (kind === 'undo' ? undo : redo)(s.history, s.doc);
      } catch {
        result = null;
      }
      if (!result) return s;
      if (!validRef.current(result.doc)) return { ...s, history: emptyHistory() };
      return {
        doc: result.doc,
        history: result.history,
        notice: { kind, label: result.entry.label, destructive: false, seq: ++seq },
      };
    });
  }, []);
  const undoStep = useCallback(() => step('undo'), [step]);
  const redoStep = useCallback(() => step('redo'), [step]);

  const replace = useCallback((doc: T) => setState({ doc, history: emptyHistory(), notice: null }), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return;
      const key = event.key.toLowerCase();
      const isUndo = key === 'z' && !event.shiftKey;
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey && event.ctrlKey);
      if (!isUndo && !isRedo) return;
      const target = event.target instanceof Element ? event.target : null;
      const editable = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (editable && !editable.closest(scope)) return;
      event.preventDefault();
      step(isUndo ? 'undo' : 'redo');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scope, step]);

  return {
    doc: state.doc,
    notice: state.notice,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    edit,
    undo: undoStep,
    redo: redoStep,
    replace,
  };
}
