import { COPY_CONFIRM_MS, TEMPLATES } from '@folio/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { recordShare } from '../../api/index.js';
import { useAuth } from '../../auth/index.js';
import { Banner } from '../../components/Banner.js';
import { copyText } from '../../components/clipboard.js';
import { Spinner } from '../../components/Spinner.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { getDb, listPortfolios, type LocalPortfolioRecord } from '../../db/index.js';
import {
  discardLocalPortfolio,
  findOrFetchPortfolio,
  publishState,
  useLocalPortfolio,
  useSyncFor,
  useSyncStatus,
} from '../../sync/index.js';
import { readSelectedTemplate } from '../select-template/catalogModel.js';
import { BackupButton } from './BackupButton.js';
import { ConflictDialog } from './ConflictDialog.js';
import { QrCode, qrPngDataUrl } from './QrCode.js';
import { SiteExportButton } from './SiteExportButton.js';
import { AddressField } from '../address/AddressField.js';
import { CustomDomainSection } from '../domain/CustomDomainSection.js';
import { PrivateLinks } from '../links/PrivateLinks.js';
import { PublishBadge } from './PublishBadge.js';
import { fileStem, publicLink, qrFileName, shareLinks } from './shareModel.js';
import './share.css';

/**
 * /portfolio-link (SPEC.md section 2): the real public link once the server has the portfolio, with
 * copy, share, preview, a QR code and share links; while it waits offline, a truthful 'Waiting to
 * sync' and no link that does not exist yet.
 */
export function PortfolioLinkPage() {
  useDocumentTitle('Your portfolio link');
  const { user } = useAuth();
  useSyncFor(user?._id);
  const [params] = useSearchParams();
  const selected = readSelectedTemplate();
  // Re-read from storage on every render; the id is what the effect depends on.
  const selectedId = selected?.id ?? null;
  const requested = params.get('portfolio');
  const [resolvedId, setResolvedId] = useState<string | null | undefined>(undefined);

  // ?portfolio= may name the local id or the server's (dashboard links); without it, the most
  // recent portfolio in the selected template (the spec's flow).
  useEffect(() => {
    if (!user || (!requested && !selectedId)) return;
    let cancelled = false;
    const find = requested
      ? findOrFetchPortfolio(user._id, requested).then((p) => p?.id ?? null)
      : listPortfolios(getDb(), user._id).then(
          (all) => all.find((p) => p.templateId === selectedId)?.id ?? null,
        );
    void find.then((found) => !cancelled && setResolvedId(found));
    return () => {
      cancelled = true;
    };
  }, [requested, user, selectedId]);

  const portfolio = useLocalPortfolio(resolvedId ?? null);

  if (!selectedId && !requested) return <Navigate to="/select-template" replace />;
  if (resolvedId === null || (resolvedId && portfolio === null))
    return <Navigate to="/select-template" replace />;
  if (!portfolio) {
    return (
      <main id="main" className="page page--center">
        <Spinner label="Loading your portfolio..." />
      </main>
    );
  }
  return <LinkView portfolio={portfolio} changed={params.get('changed') === 'template'} />;
}

/** `changed`: the person came from changing the template of this portfolio, not from creating it. */
function LinkView({ portfolio, changed }: { portfolio: LocalPortfolioRecord; changed: boolean }) {
  const status = useSyncStatus();
  const [copied, setCopied] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const state = publishState(portfolio);
  const link = portfolio.server ? publicLink(window.location.origin, portfolio.server) : null;
  const serverId = portfolio.serverId;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const countShare = () => {
    if (serverId) recordShare(serverId).catch(() => undefined);
  };

  const handleCopy = async () => {
    if (!link) return;
    if (await copyText(link)) setCopied(true);
    else setNotice(`Copy this link: ${link}`);
  };

  const handleShare = async () => {
    if (!link) return;
    const data = { title: portfolio.title, text: 'Have a look at my portfolio', url: link };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        countShare();
      } catch (error) {
        // Closing the share sheet is a choice, not an error.
        if (!(error instanceof DOMException && error.name === 'AbortError')) await handleCopy();
      }
      return;
    }
    await handleCopy();
    countShare();
  };

  const handleDownloadQr = async () => {
    if (!link) return;
    const anchor = document.createElement('a');
    anchor.href = await qrPngDataUrl(link);
    anchor.download = qrFileName(portfolio);
    anchor.click();
  };

  const social = link ? shareLinks(link, portfolio.title) : null;
  return (
    <main id="main" className="page link-page">
      <ConflictDialog portfolio={portfolio} />
      <section className="card link-page__card">
        <PublishBadge portfolio={portfolio} />
        <h1>
          {state !== 'published'
            ? portfolio.title
            : changed
              ? `Now in ${TEMPLATES[portfolio.templateId].name}`
              : 'Portfolio Created Successfully!'}
        </h1>
        {state === 'published' && (
          <p className="muted">
            {changed
              ? 'Your portfolio has its new template, at the link below.'
              : 'Your portfolio is ready. Share it with the world!'}
          </p>
        )}
        {state === 'waiting' && (
          <p className="muted">
            {portfolio.serverId
              ? 'Your latest changes are saved on this device and will be sent as soon as there is a connection.'
              : 'Your portfolio is saved on this device. It will be published, and get its link, as soon as there is a connection — no need to keep this page open.'}
            {status.phase === 'syncing' && ' Sending now...'}
          </p>
        )}
        {state === 'unpublished' && (
          <p className="muted">
            This portfolio is unpublished: visitors cannot see it. Publish it from the dashboard.
          </p>
        )}
        {portfolio.failure && (
          <Banner tone="error">
            {portfolio.failure.message}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => void discardLocalPortfolio(portfolio.id)}
            >
              Remove it from this device
            </button>
          </Banner>
        )}
        {notice && (
          <Banner tone="info" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}

        {link && (
          <>
            <label className="field__label" htmlFor="portfolio-link">
              Your portfolio link
            </label>
            <div className="link-page__row">
              <input
                id="portfolio-link"
                className="field__input"
                readOnly
                value={link}
                onFocus={(e) => e.target.select()}
              />
              <button type="button" className="btn btn--secondary" onClick={() => void handleCopy()}>
                {copied ? 'Copied!' : 'Copy'}
              </button>
            </div>
            <AddressField portfolio={portfolio} />
            <div className="link-page__actions">
              <button type="button" className="btn btn--primary" onClick={() => void handleShare()}>
                Share
              </button>
              <a className="btn btn--secondary" href={link} target="_blank" rel="noopener noreferrer">
                Preview
              </a>
            </div>
            <div className="link-page__qr">
              <QrCode value={link} label={`QR code for ${link}`} />
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => void handleDownloadQr()}
              >
                Download QR code (PNG)
              </button>
            </div>
            {social && (
              <div>
                <p className="link-page__social-label" id="share-on">
                  Share on
                </p>
                <ul className="link-page__social" aria-labelledby="share-on">
                  <li>
                    <a href={social.linkedin} target="_blank" rel="noopener noreferrer" onClick={countShare}>
                      LinkedIn
                    </a>
                  </li>
                  <li>
                    <a href={social.x} target="_blank" rel="noopener noreferrer" onClick={countShare}>
                      X
                    </a>
                  </li>
                  <li>
                    <a href={social.email} onClick={countShare}>
                      Email
                    </a>
                  </li>
                </ul>
              </div>
            )}
          </>
        )}
        <div className="link-page__backup">
          <BackupButton />
          <SiteExportButton serverId={serverId ?? null} fileStem={fileStem(portfolio)} />
        </div>
        <PrivateLinks
          serverId={serverId ?? null}
          portfolio={{
            resume: portfolio.resume,
            original: { pdfId: portfolio.pdfId, draftId: portfolio.draftId },
            fileStem: fileStem(portfolio),
          }}
        />
        <CustomDomainSection serverId={serverId ?? null} />
        <div className="link-page__footer">
          <Link className="btn btn--ghost" to={`/edit?portfolio=${encodeURIComponent(portfolio.id)}`}>
            Edit content
          </Link>
          <Link className="btn btn--ghost" to={`/versions?portfolio=${encodeURIComponent(portfolio.id)}`}>
            Version history
          </Link>
          <Link className="btn btn--primary" to="/dashboard">
            Go to Dashboard
          </Link>
        </div>
      </section>
    </main>
  );
}
