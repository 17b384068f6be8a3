import type { PortfolioSummary } from '@folio/shared';
import { Button } from '../../components/Button.js';
import { Dialog } from '../../components/Dialog.js';

interface Props {
  portfolio: PortfolioSummary | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting cannot be undone, so it is asked once more, naming what goes. */
export function ConfirmDeleteDialog({ portfolio, busy, error, onConfirm, onCancel }: Props) {
  if (!portfolio) return null;
  return (
    <Dialog
      open
      title="Delete this portfolio?"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            Delete portfolio
          </Button>
        </>
      }
    >
      <p>
        <strong className="break">{portfolio.title || 'Untitled portfolio'}</strong> will be removed from the
        server with its public page, its figures and its messages. This cannot be undone.
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
