import {
  APPLICATION_LIMITS,
  applicationsFromCsv,
  applicationsToCsv,
  emptyApplicationContent,
  type ApplicationContent,
  type PortfolioSummary,
} from '@folio/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type ChangeEvent } from 'react';
import { useAuth } from '../../auth/index.js';
import { Banner } from '../../components/Banner.js';
import { Button } from '../../components/Button.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { getDb, getServerList } from '../../db/index.js';
import { ConfirmDialog, type Confirmation } from '../dashboard/ConfirmDialog.js';
import { saveBlob } from '../share/saveBlob.js';
import { ApplicationDialog } from './ApplicationDialog.js';
import { appTitle, type RowHandlers } from './ApplicationParts.js';
import type { LocalApplication } from './records.js';
import { trackerSync } from './runner.js';
import {
  createApplication,
  deleteApplication,
  editApplication,
  importApplications,
  resolveApplicationConflict,
} from './store.js';
import { TrackerBoard } from './TrackerBoard.js';
import { TrackerTable } from './TrackerTable.js';
import { csvRows, DEFAULT_VIEW, type TableView } from './trackerModel.js';
import { useTracker } from './useTracker.js';
import './tracker.css';

type Editing = { kind: 'new' } | { kind: 'edit'; app: LocalApplication } | null;
const NO_PORTFOLIOS: PortfolioSummary[] = [];

/**
 * The job tracker (issue 23): every application with its status, dates, notes and the private link
 * it owns, as a board by status and as a table. Everything is kept on the device first and works
 * offline; changes sync when the network is there. Opens of a link are evidence, not proof.
 */
export function TrackerPage() {
  const { user } = useAuth();
  const userId = user?._id ?? null;
  useDocumentTitle('Applications');
  const tracker = useTracker(userId);
  const portfolios =
    useLiveQuery(
      async () => (userId ? ((await getServerList(getDb(), userId))?.portfolios ?? []) : []),
      [userId],
    ) ?? NO_PORTFOLIOS;
  const [mode, setMode] = useState<'board' | 'table'>('board');
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const changed = () => trackerSync.soon();
  const handlers: RowHandlers = {
    onEdit: (app) => setEditing({ kind: 'edit', app }),
    onDelete: (app) =>
      setConfirm({
        title: 'Delete this application?',
        body: `“${appTitle(app)}” goes from the tracker, and its private link stops working.`,
        confirmLabel: 'Delete',
        tone: 'danger',
        run: () => void deleteApplication(getDb(), app.id).then(changed),
      }),
    onStatus: (app, status) => void editApplication(getDb(), app.id, { status }).then(changed),
    onResolve: (app, choice) => void resolveApplicationConflict(getDb(), app.id, choice).then(changed),
  };

  const save = async (content: ApplicationContent) => {
    if (!userId || !editing) return;
    if (editing.kind === 'new') await createApplication(getDb(), userId, content);
    else await editApplication(getDb(), editing.app.id, content);
    setEditing(null);
    changed();
  };

  const exportCsv = () => {
    const csv = applicationsToCsv(csvRows(tracker.apps));
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'folio-applications.csv');
  };

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !userId) return;
    try {
      if (file.size > APPLICATION_LIMITS.importBytes)
        throw new Error('The file is too large for a tracker (at most 2 MB).');
      const rows = applicationsFromCsv(await file.text());
      const known = new Set(tracker.apps.map((a) => a.id));
      const added = rows.filter((r) => !r.id || !known.has(r.id)).length;
      if (tracker.apps.length + added > APPLICATION_LIMITS.perOwner)
        throw new Error(`The tracker keeps at most ${APPLICATION_LIMITS.perOwner} applications.`);
      const { created, updated } = await importApplications(getDb(), userId, rows);
      setNotice({ tone: 'success', text: `Imported: ${created} new, ${updated} updated.` });
      changed();
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof Error ? error.message : 'The file could not be read.',
      });
    }
  };

  const retention = tracker.sync.retentionDays;
  return (
    <main id="main" className="page tracker">
      <header className="tracker-head">
        <div>
          <h1>Applications</h1>
          <p className="muted" aria-live="polite">
            {syncLine(tracker.sync.phase, tracker.waiting.size)}
          </p>
        </div>
        <div className="row">
          <Button onClick={() => setEditing({ kind: 'new' })}>New application</Button>
          <Button variant="secondary" onClick={exportCsv} disabled={tracker.apps.length === 0}>
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            Import CSV
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="CSV file to import"
            onChange={(e) => void importCsv(e)}
          />
        </div>
      </header>

      <p className="tracker-honest">
        Opens are evidence, not proof: an open means a browser showed the page behind the link. Link previews,
        mail scanners, bots and you yourself are not counted, but a program can pass for a person, and a
        person can read a forwarded PDF without opening the link. No visitor’s address is stored
        {retention ? `, and opens are deleted after ${retention} days` : ''}.
      </p>

      {notice && (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Banner>
      )}

      {!tracker.loaded ? (
        <Spinner label="Loading your applications..." />
      ) : tracker.apps.length === 0 ? (
        <section className="tracker-empty">
          <h2>No applications yet</h2>
          <p className="muted">
            Add the jobs you apply for: each gets its own private link to your portfolio, and you see here
            when it was opened.
          </p>
          <Button onClick={() => setEditing({ kind: 'new' })}>Add your first application</Button>
        </section>
      ) : (
        <>
          <div className="tracker-mode" role="group" aria-label="View">
            <Button
              variant={mode === 'board' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 'board'}
              onClick={() => setMode('board')}
            >
              Board
            </Button>
            <Button
              variant={mode === 'table' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={mode === 'table'}
              onClick={() => setMode('table')}
            >
              Table
            </Button>
          </div>
          {mode === 'board' ? (
            <TrackerBoard apps={tracker.apps} waiting={tracker.waiting} handlers={handlers} />
          ) : (
            <TrackerTable
              apps={tracker.apps}
              waiting={tracker.waiting}
              handlers={handlers}
              view={view}
              onView={setView}
            />
          )}
        </>
      )}

      {editing && (
        <ApplicationDialog
          title={editing.kind === 'new' ? 'New application' : `Edit ${appTitle(editing.app)}`}
          initial={editing.kind === 'new' ? emptyApplicationContent() : editing.app.content}
          portfolios={portfolios}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </main>
  );
}

function syncLine(phase: string, waiting: number): string {
  const queued = waiting === 1 ? '1 change waiting to sync.' : `${waiting} changes waiting to sync.`;
  if (phase === 'offline')
    return waiting ? `Offline. ${queued}` : 'Offline. Changes are kept on this device.';
  if (phase === 'signed-out') return 'Sign in again to sync your changes.';
  if (phase === 'syncing') return 'Syncing…';
  return waiting ? queued : 'All changes synced.';
}
