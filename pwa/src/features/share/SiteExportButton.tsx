import { errorMessage } from '../../api/errors.js';
import { useState } from 'react';
import { downloadSite } from '../../api/index.js';
import { saveBlob } from './saveBlob.js';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * "Download my site": the published page with its styles and fonts, the resume as JSON Resume and
 * the original PDF, zipped by the server (GET /api/portfolios/:pid/export) — a copy the owner can host
 * on GitHub Pages, Netlify or anywhere, whatever happens to this service. Needs the server, so it
 * says so plainly when the portfolio has not synced yet or there is no connection.
 */
export function SiteExportButton({ serverId, fileStem }: { serverId: string | null; fileStem: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!serverId) return <p className="muted">Your site can be downloaded once this portfolio has synced.</p>;
  const download = async () => {
    setState({ kind: 'working' });
    try {
      saveBlob(await downloadSite(serverId), `${fileStem}-site.zip`);
      setState({ kind: 'idle' });
    } catch (error) {
      const message = errorMessage(error, 'The download failed.');
      setState({ kind: 'failed', message });
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => void download()}
        disabled={state.kind === 'working'}
        aria-busy={state.kind === 'working'}
      >
        {state.kind === 'working' ? 'Preparing your site…' : 'Download my site (zip)'}
      </button>
      {state.kind === 'failed' && <span role="alert">{state.message}</span>}
    </>
  );
}
