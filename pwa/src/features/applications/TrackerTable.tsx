import type { ApplicationStatus } from '@folio/shared';
import { Field } from '../../components/Field.js';
import type { LocalApplication } from './records.js';
import {
  OpenedLine,
  RowButtons,
  StatusOptions,
  StatusSelect,
  SyncNote,
  type RowHandlers,
} from './ApplicationParts.js';
import { tableRows, type SortKey, type TableView } from './trackerModel.js';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'company', label: 'Company' },
  { key: 'role', label: 'Role' },
  { key: 'status', label: 'Status' },
  { key: 'appliedOn', label: 'Applied' },
  { key: 'nextStepOn', label: 'Next step' },
  { key: 'opened', label: 'Opened' },
];

/** The table: search, a status filter, and sorting by any column (a header button toggles the order). */
export function TrackerTable({
  apps,
  waiting,
  handlers,
  view,
  onView,
}: {
  apps: readonly LocalApplication[];
  waiting: ReadonlySet<string>;
  handlers: RowHandlers;
  view: TableView;
  onView: (view: TableView) => void;
}) {
  const rows = tableRows(apps, view);
  const sortBy = (key: SortKey) =>
    onView({ ...view, sort: key, descending: view.sort === key ? !view.descending : false });
  return (
    <div className="tracker-table-wrap">
      <div className="tracker-filters">
        <Field
          label="Search applications"
          type="search"
          value={view.query}
          placeholder="Company, role, notes…"
          onChange={(e) => onView({ ...view, query: e.target.value })}
        />
        <div className="field">
          <label className="field__label" htmlFor="tracker-status-filter">
            Status
          </label>
          <select
            id="tracker-status-filter"
            className="field__input"
            value={view.status}
            onChange={(e) => onView({ ...view, status: e.target.value as ApplicationStatus | 'all' })}
          >
            <option value="all">All</option>
            <StatusOptions />
          </select>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="muted">No applications match. Try other words or another status.</p>
      ) : (
        <table className="tracker-table">
          <caption className="visually-hidden">Applications, {rows.length} shown</caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={view.sort === c.key ? (view.descending ? 'descending' : 'ascending') : undefined}
                >
                  <button type="button" className="tracker-sort" onClick={() => sortBy(c.key)}>
                    {c.label}
                    <span aria-hidden="true">
                      {view.sort === c.key ? (view.descending ? ' ▼' : ' ▲') : ''}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((app) => (
              <tr key={app.id}>
                <td data-label="Company">{app.content.company || '—'}</td>
                <td data-label="Role">{app.content.role || '—'}</td>
                <td data-label="Status">
                  <StatusSelect app={app} handlers={handlers} />
                </td>
                <td data-label="Applied">{app.content.appliedOn ?? '—'}</td>
                <td data-label="Next step">
                  {app.content.nextStep || '—'}
                  {app.content.nextStepOn ? ` (${app.content.nextStepOn})` : ''}
                </td>
                <td data-label="Opened">
                  <OpenedLine app={app} />
                  <SyncNote app={app} waiting={waiting.has(app.id)} handlers={handlers} />
                </td>
                <td>
                  <RowButtons app={app} handlers={handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
