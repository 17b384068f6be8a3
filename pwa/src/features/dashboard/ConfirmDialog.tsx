import type { ReactNode } from 'react';
import { Button } from '../../components/Button.js';
import { Dialog } from '../../components/Dialog.js';

export interface Confirmation {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** 'danger' for what cannot be undone. */
  tone: 'danger' | 'primary';
  run: () => void;
}

/** Asks once more before an action visitors or the owner would miss: unpublishing, deleting a message. */
export function ConfirmDialog({ confirm, onClose }: { confirm: Confirmation | null; onClose: () => void }) {
  if (!confirm) return null;
  return (
    <Dialog
      open
      title={confirm.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={confirm.tone}
            onClick={() => {
              onClose();
              confirm.run();
            }}
          >
            {confirm.confirmLabel}
          </Button>
        </>
      }
    >
      {confirm.body}
    </Dialog>
  );
}
