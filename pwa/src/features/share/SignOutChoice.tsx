import { useEffect, useRef, useState } from 'react';
import { registerLogoutStep } from '../../auth/index.js';
import { Dialog } from '../../components/Dialog.js';
import { clearLocalData, localDataSummary } from '../../sync/index.js';

type Pending = { drafts: number; unsynced: number; resolve: (keepDrafts: boolean) => void };

/**
 * Sign-out's question about this device's drafts (issue 5). Mount once (the app layout): it adds a
 * step to every sign-out that asks "keep or erase?" when there is something to lose, then always
 * purges this user's cached API responses (clearLocalData). Closing the dialog keeps the drafts:
 * nothing is erased without an explicit choice.
 */
export function SignOutChoice() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  useEffect(
    () =>
      registerLogoutStep(async () => {
        const summary = await localDataSummary();
        const keepDrafts =
          summary.drafts + summary.unsynced === 0
            ? true
            : await new Promise<boolean>((resolve) => {
                const next = { ...summary, resolve };
                pendingRef.current = next;
                setPending(next);
              });
        await clearLocalData({ keepDrafts });
      }),
    [],
  );

  const answer = (keepDrafts: boolean) => {
    pendingRef.current?.resolve(keepDrafts);
    pendingRef.current = null;
    setPending(null);
  };

  if (!pending) return null;
  const parts = [
    pending.drafts > 0 ? `${pending.drafts} ${pending.drafts === 1 ? 'draft' : 'drafts'}` : '',
    pending.unsynced > 0
      ? `${pending.unsynced} ${pending.unsynced === 1 ? 'change' : 'changes'} not on the server yet`
      : '',
  ].filter(Boolean);
  return (
    <Dialog
      open
      title="Keep your drafts on this device?"
      description={`This device has ${parts.join(' and ')}.`}
      onClose={() => answer(true)}
      footer={
        <>
          <button type="button" className="btn btn--danger" onClick={() => answer(false)}>
            Erase them
          </button>
          <button type="button" className="btn btn--primary" onClick={() => answer(true)}>
            Keep them
          </button>
        </>
      }
    >
      <p>
        Keep them if this is your own device: they will be here when you sign in again, and changes waiting
        for the server are sent then. Erase them on a shared computer
        {pending.unsynced > 0 ? ' — changes not on the server yet will be lost' : ''}.
      </p>
    </Dialog>
  );
}
