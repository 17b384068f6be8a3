import { useLiveQuery } from 'dexie-react-hooks';
import { findPortfolioForServer, getDb } from '../../db/index.js';
import { LinkPdfButton } from '../link-pdf/index.js';
import { fileStem } from '../share/shareModel.js';
import type { LocalApplication } from './records.js';

/**
 * Extra actions on an application's row (board card and table row), beside Edit and Delete:
 * "Download PDF for this link", the owner's own PDF leading to this application's private link, so
 * the row's opens cover the PDF too. Shown once the link exists and the portfolio is on this device
 * (the PDF is made here, from the original kept on the device).
 */
export function ApplicationRowActions({ app }: { app: LocalApplication }) {
  const portfolioId = app.content.portfolioId;
  const portfolio = useLiveQuery(
    async () => (portfolioId ? findPortfolioForServer(getDb(), app.ownerId, portfolioId, null) : null),
    [app.ownerId, portfolioId],
  );
  if (!app.link || !portfolio) return null;
  const label = [app.content.company, app.content.role].filter(Boolean).join(' — ') || 'application';
  return (
    <LinkPdfButton
      url={app.link.url}
      label={label}
      resume={portfolio.resume}
      original={{ pdfId: portfolio.pdfId, draftId: portfolio.draftId }}
      fileStem={fileStem(portfolio)}
    />
  );
}
