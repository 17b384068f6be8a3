import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@folio/shared';
import { formatDateTime } from '../../components/dateTime.js';
import { Button } from '../../components/Button.js';
import { copyText } from '../../components/clipboard.js';
import type { LocalApplication } from './records.js';
import { ApplicationRowActions } from './rowActions.js';
import { openedSummary } from './trackerModel.js';

/** What the row's actions do; every one changes the device first, the server at the next sync. */
export interface RowHandlers {
  onEdit: (app: LocalApplication) => void;
  onDelete: (app: LocalApplication) => void;
  onStatus: (app: LocalApplication, status: ApplicationStatus) => void;
  onResolve: (app: LocalApplication, choice: 'mine' | 'theirs') => void;
}

export const appTitle = (a: LocalApplication) =>
  [a.content.company, a.content.role].filter(Boolean).join(' — ') || 'Application';

/** Whether and when its link (or the PDF leading to it) was opened, and the link to send. */
export function OpenedLine({ app }: { app: LocalApplication }) {
  const opened = (app.link?.opens.visitors ?? 0) > 0 && app.content.tracking;
  return (
    <p className={`tracker-opened ${opened ? 'tracker-opened--yes' : ''}`}>
      <span>{openedSummary(app, formatDateTime)}</span>
      {app.link && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void copyText(app.link?.url ?? '')}
          aria-label={`Copy link for ${appTitle(app)}`}
        >
          Copy link
        </Button>
      )}
    </p>
  );
}

/** Waiting to sync, a conflict to settle, or a change the server refused. */
export function SyncNote({
  app,
  waiting,
  handlers,
}: {
  app: LocalApplication;
  waiting: boolean;
  handlers: RowHandlers;
}) {
  if (app.conflict)
    return (
      <div
        className="tracker-note tracker-note--conflict"
        role="group"
        aria-label="Changed on another device"
      >
        <p>
          Changed on another device too (there: {APPLICATION_STATUS_LABELS[app.conflict.content.status]}
          {app.conflict.content.notes ? `, notes “${app.conflict.content.notes.slice(0, 60)}”` : ''}).
        </p>
        <div className="row">
          <Button size="sm" onClick={() => handlers.onResolve(app, 'mine')}>
            Keep this device’s
          </Button>
          <Button size="sm" variant="secondary" onClick={() => handlers.onResolve(app, 'theirs')}>
            Take the other
          </Button>
        </div>
      </div>
    );
  if (app.failure)
    return <p className="tracker-note tracker-note--error">Not synced: {app.failure.message}</p>;
  if (waiting) return <p className="tracker-note muted">Waiting to sync</p>;
  return null;
}

/** One option per status, in the order of a search. */
export function StatusOptions() {
  return APPLICATION_STATUSES.map((s) => (
    <option key={s} value={s}>
      {APPLICATION_STATUS_LABELS[s]}
    </option>
  ));
}

export function StatusSelect({ app, handlers }: { app: LocalApplication; handlers: RowHandlers }) {
  return (
    <select
      className="field__input tracker-status"
      aria-label={`Status of ${appTitle(app)}`}
      value={app.content.status}
      onChange={(e) => handlers.onStatus(app, e.target.value as ApplicationStatus)}
    >
      <StatusOptions />
    </select>
  );
}

export function RowButtons({ app, handlers }: { app: LocalApplication; handlers: RowHandlers }) {
  return (
    <div className="row tracker-actions">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => handlers.onEdit(app)}
        aria-label={`Edit ${appTitle(app)}`}
      >
        Edit
      </Button>
      <ApplicationRowActions app={app} />
      <Button
        variant="ghost"
        size="sm"
        onClick={() => handlers.onDelete(app)}
        aria-label={`Delete ${appTitle(app)}`}
      >
        Delete
      </Button>
    </div>
  );
}
