import { APPLICATION_STATUS_LABELS } from '@folio/shared';
import type { LocalApplication } from './records.js';
import {
  appTitle,
  OpenedLine,
  RowButtons,
  StatusSelect,
  SyncNote,
  type RowHandlers,
} from './ApplicationParts.js';
import { boardColumns } from './trackerModel.js';

/** The board: a column per status; a card moves by choosing its new status. */
export function TrackerBoard({
  apps,
  waiting,
  handlers,
}: {
  apps: readonly LocalApplication[];
  waiting: ReadonlySet<string>;
  handlers: RowHandlers;
}) {
  return (
    <div className="tracker-board">
      {boardColumns(apps).map((column) => (
        <section key={column.status} className="tracker-column" aria-labelledby={`col-${column.status}`}>
          <h3 id={`col-${column.status}`}>
            {APPLICATION_STATUS_LABELS[column.status]} <span className="muted">({column.apps.length})</span>
          </h3>
          {column.apps.length === 0 ? (
            <p className="muted tracker-column__empty">None</p>
          ) : (
            <ul>
              {column.apps.map((app) => (
                <li key={app.id} className="tracker-card">
                  <h4>{appTitle(app)}</h4>
                  {app.content.nextStep && (
                    <p className="muted">
                      Next: {app.content.nextStep}
                      {app.content.nextStepOn ? ` (${app.content.nextStepOn})` : ''}
                    </p>
                  )}
                  <OpenedLine app={app} />
                  <SyncNote app={app} waiting={waiting.has(app.id)} handlers={handlers} />
                  <StatusSelect app={app} handlers={handlers} />
                  <RowButtons app={app} handlers={handlers} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
