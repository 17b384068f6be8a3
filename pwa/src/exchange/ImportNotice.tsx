import { useLocation } from 'react-router-dom';
import { Banner } from '../components/Banner.js';
import { readImportedState } from './importedState.js';

/** In the editor, right after an import: where the data came from and what could not be kept. */
export function ImportNotice() {
  const imported = readImportedState(useLocation().state);
  if (!imported) return null;
  const warnings = imported.notes.filter((n) => n.level === 'warning');
  const infos = imported.notes.filter((n) => n.level === 'info');
  return (
    <Banner tone={warnings.length ? 'warning' : 'success'}>
      <strong>Imported from {imported.source}.</strong> Every field is as the file had it; check it before
      publishing.
      {imported.otherDrafts > 0 && (
        <>
          {' '}
          {imported.otherDrafts === 1
            ? 'One more draft was'
            : `${imported.otherDrafts} more drafts were`}{' '}
          made; they are on your dashboard.
        </>
      )}
      {imported.notes.length > 0 && (
        <ul className="import-notes">
          {[...warnings, ...infos].map((note, i) => (
            <li key={i}>{note.text}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}
