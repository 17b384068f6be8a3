import {
  API,
  PDF_MIME,
  restoreResume,
  TEMPLATES,
  type CreatePortfolioRequest,
  type PortfolioSummary,
  type ResumeData,
  type UpdatePortfolioRequest,
} from '@folio/shared';
import type { ApiError } from '../api/index.js';
import { apiCall, deleteUpload, fetchPortfolios, parsePortfolioSummary } from '../api/index.js';
import { record, str } from '../api/parse.js';
import { restoreSettings, type PortfolioContent, type ServerSnapshot } from '../db/index.js';
import type { ServerPortfolio } from './reconcile.js';

/**
 * The calls sync makes, built on the one fetch wrapper. Bodies are validated here and turned into the
 * `ServerPortfolio` shape reconcile works with.
 */

export function snapshotOf(summary: PortfolioSummary, hasPdf = false): ServerSnapshot {
  return {
    hasPdf,
    url: summary.url,
    address: summary.address,
    slug: summary.slug,
    published: summary.published,
    views: summary.views,
    shares: summary.shares,
    downloads: summary.downloads,
    thumbnail: summary.thumbnail,
    updatedAt: summary.updatedAt,
  };
}

/** Validates a full portfolio body (`PortfolioDetail`) from the server. */
export function parseServerPortfolio(value: unknown): ServerPortfolio {
  const summary = parsePortfolioSummary(value);
  const detail = isRecord(value) ? value : {};
  const content: PortfolioContent = {
    title: summary.title,
    templateId: summary.templateId,
    theme: summary.theme,
    resume: restoreResume(detail.resume),
    settings: restoreSettings(detail.settings),
    published: summary.published,
  };
  return {
    serverId: summary._id,
    clientId: summary.clientId,
    revision: summary.revision,
    content,
    snapshot: snapshotOf(summary, detail.hasPdf === true),
  };
}

function portfolioOf(body: unknown): ServerPortfolio {
  return parseServerPortfolio(isRecord(body) ? body.portfolio : undefined);
}

/** A PDF of up to 5 MB on a slow connection takes longer than a JSON call. */
const PDF_TIMEOUT_MS = 60_000;

/**
 * The server side of sync; one implementation over HTTP, passed in so tests can point it anywhere.
 * Every write carries a retry key (the create's client id, an update's `key`), so a retry after a
 * lost answer gets the first try's answer instead of a duplicate or a 409.
 */
export interface SyncApi {
  /** Keeps the original PDF on the server (POST /api/uploads); resolves with the upload's id. */
  keepPdf(pdf: { bytes: Uint8Array<ArrayBuffer>; name: string }, resume: ResumeData): Promise<string>;
  /** Deletes a kept PDF no portfolio will use (its creation was refused for good). */
  dropPdf(resumeId: string): Promise<void>;
  /** With `resumeId`, the portfolio is made from that upload and offers its PDF. */
  create(
    userId: string,
    clientId: string,
    content: PortfolioContent,
    resumeId?: string | null,
  ): Promise<ServerPortfolio>;
  update(
    serverId: string,
    baseRevision: number,
    content: PortfolioContent,
    key: string,
  ): Promise<ServerPortfolio>;
  get(serverId: string): Promise<ServerPortfolio>;
  list(): Promise<PortfolioSummary[]>;
}

export const httpSyncApi: SyncApi = {
  keepPdf(pdf, resume) {
    const form = new FormData();
    form.append('resume', new Blob([pdf.bytes], { type: PDF_MIME }), pdf.name || 'resume.pdf');
    form.append('data', JSON.stringify(resume));
    return apiCall(API.uploads, (body) => str(record(body, 'upload'), 'resumeId'), {
      method: 'POST',
      body: form,
      timeoutMs: PDF_TIMEOUT_MS,
    });
  },
  dropPdf: (resumeId) => deleteUpload(resumeId),
  create(userId, clientId, content, resumeId) {
    const body: CreatePortfolioRequest = {
      ...(resumeId ? { resumeId } : {}),
      clientId,
      resume: content.resume,
      title: content.title,
      theme: content.theme,
      settings: content.settings,
      published: content.published,
    };
    return apiCall(API.createPortfolio(TEMPLATES[content.templateId].name, userId), portfolioOf, {
      method: 'POST',
      body,
      idempotencyKey: clientId,
    });
  },
  update(serverId, baseRevision, content, key) {
    const body: UpdatePortfolioRequest = {
      baseRevision,
      title: content.title,
      template: content.templateId,
      theme: content.theme,
      resume: content.resume,
      settings: content.settings,
      published: content.published,
    };
    return apiCall(API.portfolio(serverId), portfolioOf, { method: 'PATCH', body, idempotencyKey: key });
  },
  get(serverId) {
    return apiCall(API.portfolio(serverId), (body) =>
      parseServerPortfolio(isRecord(body) && isRecord(body.portfolio) ? body.portfolio : body),
    );
  },
  list: () => fetchPortfolios(),
};

/** The server's current version carried by a 409 (`ConflictBody.current`), or null. */
export function conflictCurrent(error: ApiError): ServerPortfolio | null {
  if (error.status !== 409 || !isRecord(error.body)) return null;
  try {
    return parseServerPortfolio(error.body.current);
  } catch {
    return null;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
