import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button.js';
import { Dialog } from '../../components/Dialog.js';
import type * as SyncApi from '../../sync/index.js';
import { logout } from '../../auth/index.js';

interface LocalData {
  drafts: number;
  unsynced: number;
}

type SyncModule = typeof SyncApi;

/** The sync layer (and Dexie with it) loads only when someone signs out, never with the landing page. */
export async function loadSync(): Promise<SyncModule | null> {
  try {
    return await import('../../sync/index.js');
  } catch {
    return null;
  }
}

/**
 * Ends the session on this device: the user's local data is erased (drafts kept when asked), then
 * the server is told and the stored session cleared. Also what deleting the account does here.
 */
export async function endSessionHere(sync: SyncModule | null, keepDrafts: boolean): Promise<void> {
  try {
    await sync?.clearLocalData({ keepDrafts });
  } catch {
    // Erasing failed (storage unavailable): signing out must still happen.
  }
  await logout();
}

function describe({ drafts, unsynced }: LocalData): string {
  const parts = [
    drafts > 0 ? `${drafts} ${drafts === 1 ? 'draft' : 'drafts'}` : '',
    unsynced > 0 ? `${unsynced} ${unsynced === 1 ? 'change' : 'changes'} not synced yet` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

/**
 * Sign-out as issue 5 asks: cached API responses of the user are always purged; when this device
 * holds drafts or unsynced changes, the user chooses to keep them (for the next sign-in here) or
 * erase them. Then the logout endpoint is called, the session cleared, and the app goes to /.
 * Returns the action and the dialog element to render.
 */
export function useSignOut(): { signOut: () => void; busy: boolean; dialog: ReactNode } {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ sync: SyncModule; data: LocalData } | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = useCallback(
    async (sync: SyncModule | null, keepDrafts: boolean) => {
      setBusy(true);
      await endSessionHere(sync, keepDrafts);
      setPending(null);
      setBusy(false);
      navigate('/');
    },
    [navigate],
  );

  const signOut = useCallback(() => {
    void (async () => {
      setBusy(true);
      const sync = await loadSync();
      const data = sync ? await sync.localDataSummary().catch(() => ({ drafts: 0, unsynced: 0 })) : null;
      if (sync && data && data.drafts + data.unsynced > 0) {
        setBusy(false);
        setPending({ sync, data });
        return;
      }
      await finish(sync, true);
    })();
  }, [finish]);

  const dialog = pending ? (
    <Dialog
      open
      title="Sign out of this device?"
      onClose={() => setPending(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => setPending(null)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void finish(pending.sync, false)} disabled={busy}>
            Erase and sign out
          </Button>
          <Button onClick={() => void finish(pending.sync, true)} busy={busy}>
            Keep and sign out
          </Button>
        </>
      }
    >
      <p>This device holds {describe(pending.data)}.</p>
      <p className="muted">
        Keep them to continue the next time you sign in here. Erase them if others use this device
        {pending.data.unsynced > 0 ? '; changes not synced yet will then be lost for good' : ''}.
      </p>
    </Dialog>
  ) : null;

  return { signOut, busy, dialog };
}
