import type { ContactMessage } from '@folio/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { deleteMessage, describeError, fetchMessages, markMessageRead } from '../../api/index.js';

export type MessagesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; messages: ContactMessage[] };

/** The owner's inbox: messages visitors sent through the portfolio pages' contact forms. */
export function useMessages() {
  const [state, setState] = useState<MessagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // A transition: the inbox sits below the list, its arrival need not render in one long task.
    const settle = (next: MessagesState) => live && startTransition(() => setState(next));
    fetchMessages().then(
      (messages) => settle({ status: 'loaded', messages }),
      (error: unknown) =>
        settle({ status: 'error', message: describeError(error, 'Failed to load messages.') }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const patch = (change: (list: ContactMessage[]) => ContactMessage[]) =>
    setState((current) =>
      current.status === 'loaded' ? { ...current, messages: change(current.messages) } : current,
    );

  const setRead = useCallback(async (id: string, read: boolean) => {
    setActionError(null);
    try {
      await markMessageRead(id, read);
      patch((list) => list.map((m) => (m._id === id ? { ...m, read } : m)));
    } catch (error) {
      setActionError(describeError(error, 'Could not update the message.'));
    }
  }, []);

  const remove = useCallback(async (id: string) => {
    setActionError(null);
    try {
      await deleteMessage(id);
      patch((list) => list.filter((m) => m._id !== id));
    } catch (error) {
      setActionError(describeError(error, 'Could not delete the message.'));
    }
  }, []);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setRead, remove, reload, actionError };
}
