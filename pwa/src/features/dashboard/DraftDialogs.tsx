import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.js';
import { Dialog } from '../../components/Dialog.js';
import { Field } from '../../components/Field.js';
import { useToast } from '../../components/Toast.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import type { LocalPortfolioRow } from './localRows.js';

/**
 * IndexedDB (Dexie) loads when a draft is renamed or deleted, not with the dashboard: it is not needed
 * for the dashboard's first paint, which waits for every module its code imports.
 */
const drafts = async () => {
  const [db, source] = await Promise.all([import('../../db/index.js'), import('../editor/source.js')]);
  return {
    db: db.getDb(),
    getDraft: db.getDraft,
    renameDraft: db.renameDraft,
    discardDraft: source.discardDraft,
  };
};

/** Longest draft name, as a portfolio title. */
const MAX_NAME = 120;

type Open =
  { kind: 'rename'; row: LocalPortfolioRow; name: string } | { kind: 'delete'; row: LocalPortfolioRow };

/**
 * Renaming and deleting drafts from the dashboard, as portfolios are: a dialog each, deleting asked
 * once more. Drafts live on this device only, so both work offline; the dashboard's list updates by
 * itself (it reads IndexedDB live).
 */
export function useDraftActions() {
  const toast = useToast();
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(null);
    setError(null);
    setBusy(false);
  };

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    if (open?.kind !== 'rename') return;
    const { row, name } = open;
    setBusy(true);
    setError(null);
    try {
      const { db, renameDraft } = await drafts();
      if (!(await renameDraft(db, row.id, name))) {
        setError('This draft no longer exists on this device.');
        setBusy(false);
        return;
      }
      close();
      toast(
        name.trim() ? `Renamed the draft to “${name.trim()}”.` : 'The draft is named after the resume again.',
        'success',
      );
    } catch {
      setError('This device could not save the name. Please try again.');
      setBusy(false);
    }
  };

  // Deleting is local and quick: the dialog closes at once, and a failure is told in a toast.
  const remove = (row: LocalPortfolioRow) => () => {
    void (async () => {
      try {
        const { db, getDraft, discardDraft } = await drafts();
        const draft = await getDraft(db, row.id);
        if (draft) await discardDraft(draft);
        toast(`Deleted the draft “${row.title}”.`, 'success');
      } catch {
        toast('This device could not delete the draft. Please try again.', 'error');
      }
    })();
  };

  const dialogs =
    open?.kind === 'rename' ? (
      <Dialog
        open
        title="Rename this draft"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form="rename-draft" busy={busy}>
              Save name
            </Button>
          </>
        }
      >
        <form id="rename-draft" onSubmit={(e) => void saveName(e)}>
          <Field
            label="Draft name"
            hint="Leave it empty to use the name on the resume."
            maxLength={MAX_NAME}
            value={open.name}
            error={error}
            autoFocus
            onChange={(e) => setOpen({ ...open, name: e.target.value })}
          />
        </form>
      </Dialog>
    ) : open?.kind === 'delete' ? (
      <ConfirmDialog
        confirm={{
          title: 'Delete this draft?',
          body: (
            <p>
              <strong className="break">{open.row.title}</strong> and its PDF will be removed from this
              device, with every correction made in it. This cannot be undone.
            </p>
          ),
          confirmLabel: 'Delete draft',
          tone: 'danger',
          run: remove(open.row),
        }}
        onClose={close}
      />
    ) : null;

  // The same functions on every render, so the memoised list does not render again for them.
  const rename = useCallback(
    (row: LocalPortfolioRow) => setOpen({ kind: 'rename', row, name: row.title }),
    [],
  );
  const askToRemove = useCallback((row: LocalPortfolioRow) => setOpen({ kind: 'delete', row }), []);
  return { rename, remove: askToRemove, dialogs };
}
