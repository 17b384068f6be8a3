import type { PrivateLink } from '@folio/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { fetchPrivateLinks } from '../../api/index.js';
import { Button } from '../../components/Button.js';
import { findPortfolioForServer, getDb, type LocalPortfolioRecord } from '../../db/index.js';
import { LinkPdfButton } from '../link-pdf/index.js';
import { TailorLink } from '../links/TailorLink.js';
import { fileStem } from '../share/shareModel.js';
import type { LocalApplication } from './records.js';

/**
 * Extra actions on an application's row (board card and table row), beside Edit and Delete, once
 * the application has its private link and the portfolio is on this device: tailoring that link to
 * the application's own posting, and "Download PDF for this link", the owner's PDF leading to the
 * same link, so the row's opens cover the PDF too.
 */
export function ApplicationRowActions({ app }: { app: LocalApplication }) {
  const portfolioId = app.content.portfolioId;
  const portfolio = useLiveQuery(
    async () => (portfolioId ? findPortfolioForServer(getDb(), app.ownerId, portfolioId, null) : null),
    [app.ownerId, portfolioId],
  );
  if (!app.link || !portfolio || !portfolioId) return null;
  const label = [app.content.company, app.content.role].filter(Boolean).join(' — ') || 'application';
  return (
    <>
      <TailorButton app={app} portfolio={portfolio} serverId={portfolioId} linkId={app.link.id} />
      <LinkPdfButton
        url={app.link.url}
        label={label}
        resume={portfolio.resume}
        original={{ pdfId: portfolio.pdfId, draftId: portfolio.draftId }}
        fileStem={fileStem(portfolio)}
      />
    </>
  );
}

type TailorState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'open'; link: PrivateLink }
  | { kind: 'failed'; message: string };

/** The link's current tailoring lives on the server (not in the tracker's copy), so it is fetched. */
function TailorButton({
  app,
  portfolio,
  serverId,
  linkId,
}: {
  app: LocalApplication;
  portfolio: LocalPortfolioRecord;
  serverId: string;
  linkId: string;
}) {
  const [state, setState] = useState<TailorState>({ kind: 'closed' });
  const open = async () => {
    setState({ kind: 'loading' });
    try {
      const link = (await fetchPrivateLinks(serverId)).find((l) => l.id === linkId);
      setState(
        link ? { kind: 'open', link } : { kind: 'failed', message: 'This application’s link was revoked.' },
      );
    } catch {
      setState({ kind: 'failed', message: 'Tailoring needs a connection: try again when online.' });
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void open()}
        disabled={state.kind === 'loading'}
        aria-busy={state.kind === 'loading'}
      >
        Tailor for this job
      </Button>
      {state.kind === 'failed' && (
        <p role="alert" className="link-pdf__note">
          {state.message}
        </p>
      )}
      {state.kind === 'open' && (
        <TailorLink
          serverId={serverId}
          link={state.link}
          resume={portfolio.resume}
          posting={app.content.posting}
          onSaved={() => setState({ kind: 'closed' })}
          onClose={() => setState({ kind: 'closed' })}
        />
      )}
    </>
  );
}
