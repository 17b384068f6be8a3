import type { LocalPortfolioRecord } from '../../db/index.js';
import { Dialog } from '../../components/Dialog.js';
import { chooseConflictVersion, type ConflictChoice } from '../../sync/index.js';
import { useState } from 'react';
import { describeDifferences } from './conflictModel.js';

/**
 * Shown when this device and another both changed a portfolio (DESIGN.md section 6): both versions
 * are kept until the person picks one, or keeps both (this device's becomes a copy). Nothing is
 * dropped without them seeing it.
 */
export function ConflictDialog({ portfolio }: { portfolio: LocalPortfolioRecord }) {
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const conflict = portfolio.conflict;
  if (!conflict || dismissed) return null;
  const differences = describeDifferences(portfolio, conflict.content);

  const choose = async (choice: ConflictChoice) => {
    setBusy(choice);
    try {
      await chooseConflictVersion(portfolio.id, choice);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open
      title="This portfolio was changed on another device"
      description="Both versions are kept until you choose. Which one should the published page show?"
      onClose={() => setDismissed(true)}
      footer={
        <>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy !== null}
            onClick={() => void choose('both')}
          >
            Keep both
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy !== null}
            onClick={() => void choose('theirs')}
          >
            Keep the other version
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy !== null}
            onClick={() => void choose('mine')}
          >
            Keep this device&apos;s version
          </button>
        </>
      }
    >
      <table className="conflict-table">
        <caption className="visually-hidden">What differs between the two versions</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">This device</th>
            <th scope="col">Other version</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((d) => (
            <tr key={d.field}>
              <th scope="row">{d.field}</th>
              <td>{d.mine}</td>
              <td>{d.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        &quot;Keep both&quot; keeps the other version here and saves this device&apos;s as a new portfolio.
      </p>
    </Dialog>
  );
}
