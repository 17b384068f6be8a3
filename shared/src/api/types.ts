import type { Application } from '../applications/model.js';
import type { ResumeData, PortfolioSettings } from '../resume/schema.js';
import type { TemplateId } from '../templates/catalog.js';
import type { Suggestion } from '../enhance/types.js';
import type { LinkTailoring } from '../links/tailoring.js';

/** Request and response bodies of the API. The server validates requests with the schemas in requests.ts. */

export interface User {
  _id: string;
  name: string;
  email: string;
  /** 'free' | 'pro' | anything else = unlimited (SPEC.md section 6). */
  plan: string;
  /** The operator (ADMIN_EMAILS): may read the landing page's contact messages and subscribers. */
  admin?: boolean;
}

export interface AuthMeResponse {
  success: true;
  user: User;
}
export interface AuthFailure {
  success: false;
  message: string;
}

export interface ProviderInfo {
  id: string;
  /** Button label: "Continue with Google", "Continue with a local account". */
  label: string;
}
export interface ProvidersResponse {
  providers: ProviderInfo[];
}

/** What the PWA needs to configure oidc-client-ts. */
export interface ClientConfigResponse {
  authority: string;
  clientId: string;
  scope: string;
  /** Optional language-model rewrites are available on this server. */
  enhanceModel: boolean;
}

/** One row of `GET /api/portfolios` (SPEC.md section 3 plus what a real dashboard needs). */
export interface PortfolioSummary {
  _id: string;
  title: string;
  /** The template's display name, as in the route table ("The Gallery"). */
  template: string;
  templateId: TemplateId;
  theme: string;
  /**
   * `{TemplateName}/{pid}`, the name URL-encoded: `/portfolio/{url}`, the first form of the public
   * address, still answers (it redirects to `address`).
   */
  url: string;
  /** The name-like address people share, `/{slug}` percent-encoded (the first form until it has one). */
  address: string;
  /** The slug in `address` ('' until the server gave it one). */
  slug: string;
  /** Path of a preview image, or '' for the placeholder. */
  thumbnail: string;
  views: number;
  shares: number;
  downloads: number;
  published: boolean;
  revision: number;
  clientId: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Pixel size of a published portfolio's `thumbnail`: its Open Graph picture (1200×630) drawn smaller
 * for the dashboard card, whose `<img>` names this size so the layout is known before it loads.
 */
export const THUMBNAIL_SIZE = { width: 640, height: 336 } as const;

/** The owner's full view of a portfolio. */
export interface PortfolioDetail extends PortfolioSummary {
  resumeId: string | null;
  resume: ResumeData;
  settings: PortfolioSettings;
  hasPdf: boolean;
}

/** PUT /api/portfolios/:pid/slug. */
export interface SetSlugRequest {
  slug: string;
}

export interface CreatePortfolioRequest {
  resumeId?: string;
  resume?: unknown;
  title?: string;
  theme?: string;
  clientId?: string;
  settings?: Partial<PortfolioSettings>;
  published?: boolean;
}
export interface CreatePortfolioResponse {
  success: true;
  portfolio: PortfolioDetail;
}

export interface UpdatePortfolioRequest {
  /** The revision the change was based on; a stale one gets 409 with the current version. */
  baseRevision: number;
  title?: string;
  template?: string;
  theme?: string;
  resume?: unknown;
  published?: boolean;
  settings?: Partial<PortfolioSettings>;
}
export interface UpdatePortfolioResponse {
  success: true;
  portfolio: PortfolioDetail;
}
export interface ConflictBody {
  error: { code: 'conflict'; message: string };
  current: PortfolioDetail;
}

export interface UploadResumeResponse {
  success: true;
  resumeId: string;
  data: ResumeData;
}

/** POST /api/uploads: the PDF is kept (not read again); a portfolio names it by `resumeId`. */
export interface KeepUploadResponse {
  success: true;
  resumeId: string;
}

/** POST /api/photo: the picture as the resume stores it (`personalInfo.photo`). */
export interface PhotoUploadResponse {
  photo: string;
  width: number;
  height: number;
}

/** One of the caller's uploads (GET /api/uploads): the PDF and what was read from it. */
export interface UploadSummary {
  id: string;
  /** The name read from the resume, to tell uploads apart; '' when none was found. */
  name: string;
  createdAt: string;
  hasPdf: boolean;
  /** Portfolios made from it; while there are none, the upload is deleted at `expiresAt`. */
  usedBy: { _id: string; title: string }[];
  expiresAt: string | null;
}

export interface UploadsResponse {
  uploads: UploadSummary[];
  /** How long an upload no portfolio uses is kept, in days. */
  retentionDays: number;
}

/** GET /api/account/export: everything stored about the caller, in one JSON document. */
export interface AccountExport {
  exportedAt: string;
  user: { _id: string; name: string; email: string; plan: string; provider: string; createdAt: string };
  portfolios: PortfolioDetail[];
  /** Uploads with the data read from them and the original PDF, base64-encoded. */
  uploads: { id: string; createdAt: string; data: ResumeData; pdfBase64: string | null }[];
  messages: ContactMessage[];
  /** Daily counts of every portfolio, as kept (visitor hashes are not exported: they identify no one). */
  stats: (DailyCount & { portfolioId: string })[];
  /** Views per referring site's host, per portfolio and day, as kept. */
  referrers: (ReferrerCount & { portfolioId: string; date: string })[];
  /** Every kept version of every portfolio, newest first per portfolio. */
  versions: (VersionDetail & { portfolioId: string })[];
  /** Private links that are not revoked, with their opens. */
  privateLinks: (PrivateLink & { portfolioId: string })[];
  /** Custom domains, verified or waiting for their DNS record. */
  customDomains: (CustomDomain & { portfolioId: string })[];
  /** The job tracker's applications, with their links' opens. */
  applications: Application[];
}

export interface ResumeDataResponse {
  success: true;
  data: ResumeData;
}

export interface DailyCount {
  /** YYYY-MM-DD (UTC) */
  date: string;
  views: number;
  uniqueVisitors: number;
  shares: number;
  downloads: number;
}

/** Views over the days shown that came from one referring site, known by its host only. */
export interface ReferrerCount {
  /** A host name (lower-case, punycode) or an IP literal; `other` sums the sites past a day's cap. */
  host: string;
  views: number;
}

export interface StatsResponse {
  totals: { views: number; portfolios: number; downloads: number; shares: number };
  /** The last 90 days, oldest first (the client compares this week with the last from its end). */
  daily: DailyCount[];
  /** The referring sites of those 90 days, most views first, at most 20. */
  referrers: ReferrerCount[];
}

export interface PortfolioStatsResponse {
  portfolioId: string;
  totals: { views: number; uniqueVisitors: number; downloads: number; shares: number };
  daily: DailyCount[];
  /** As in StatsResponse, for this portfolio. */
  referrers: ReferrerCount[];
}

export interface ContactMessage {
  _id: string;
  portfolioId: string;
  portfolioTitle: string;
  name: string;
  email: string;
  message: string;
  read: boolean;
  createdAt: string;
}
export interface MessagesResponse {
  messages: ContactMessage[];
}

export interface PortfolioContactRequest {
  name: string;
  email: string;
  message: string;
}
export interface LandingContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export interface NewsletterRequest {
  email: string;
}
export interface OkResponse {
  success: true;
}

/** POST /api/enhance/rewrite (signed in): rewrites of existing bullets, every one through the no-invention checker. */
export interface EnhanceRewriteRequest {
  /** The resume as the client has it now; any variant restoreResume() accepts. */
  resume: unknown;
  /** Only these fields ('experience.0.bullets.1'); all bullets and descriptions when absent. */
  paths?: string[];
}
export interface EnhanceRewriteResponse {
  /** Model rewrites first (kind 'rewrite'), then the local wording suggestions for the same fields. */
  suggestions: Suggestion[];
  /** Model proposals the checker refused (they added a number, name, date…); never sent. */
  rejected: number;
  /** 'model' when the language model answered; 'local' when it is off, failed or timed out. */
  source: 'model' | 'local';
}

/** One published version of a portfolio, as the history lists it (GET /api/portfolios/:pid/versions). */
export interface VersionSummary {
  id: string;
  /** The portfolio's revision this version was published at. */
  revision: number;
  createdAt: string;
  title: string;
  template: string;
  templateId: TemplateId;
  theme: string;
  /** What changed from the version before ("Template: Kyoto → Nova"). */
  changes: string[];
}
export interface VersionListResponse {
  success: true;
  versions: VersionSummary[];
}

/** A version with its content (GET /api/portfolios/:pid/versions/:vid), enough to preview it. */
export interface VersionDetail extends VersionSummary {
  resume: ResumeData;
  settings: PortfolioSettings;
}
export interface VersionResponse {
  success: true;
  version: VersionDetail;
}

/** POST /api/portfolios/:pid/versions/:vid/restore — baseRevision guards against a stale view. */
export interface RestoreVersionRequest {
  baseRevision?: number;
}

/** A private link for one application (POST/GET /api/portfolios/:pid/links). */
export interface PrivateLink {
  id: string;
  /** The full address to send ("https://…/l/TOKEN"). */
  url: string;
  label: string;
  reveal: { email: boolean; phone: boolean; pdf: boolean };
  expiresAt: string | null;
  createdAt: string;
  /** True once expiresAt has passed: the link then shows a polite "no longer available" page. */
  expired: boolean;
  opens: {
    first: string | null;
    last: string | null;
    /** Distinct people who opened it (bots, link previews and the owner are not counted). */
    visitors: number;
    /** Link previews fetched by chat or social apps: times it was passed on. */
    unfurls: number;
  };
  /** What the link's page shows differently from the public page; null: the public page as it is. */
  tailoring: LinkTailoring | null;
}
/** PUT /api/portfolios/:pid/links/:id/tailoring (null removes it); answers PrivateLinkResponse. */
export interface SetLinkTailoringRequest {
  tailoring: LinkTailoring | null;
}
export interface CreatePrivateLinkRequest {
  label: string;
  expiresAt?: string | null;
  reveal?: { email?: boolean; phone?: boolean; pdf?: boolean };
}
export interface PrivateLinkResponse {
  success: true;
  link: PrivateLink;
}
export interface PrivateLinkListResponse {
  success: true;
  links: PrivateLink[];
}

/** A portfolio's own domain (GET/POST /api/portfolios/:pid/domain). */
export interface CustomDomain {
  /** The host name in ASCII (an internationalized name in its xn-- form), lowercase. */
  domain: string;
  /** The DNS TXT record that proves the owner controls the domain: its name and its value. */
  txtName: string;
  txtValue: string;
  /**
   * `pending` until the TXT record was found; then `verified`, and the portfolio answers at
   * https://{domain}/ (and at its www. name, which redirects there). Verified domains are looked up
   * again periodically: `lost` when the record was gone, so nothing is served until it is checked again.
   */
  status: 'pending' | 'verified' | 'lost';
  verifiedAt: string | null;
  /** When the TXT record was last found (verification or a later re-check). */
  checkedAt: string | null;
  createdAt: string;
  /** The address the portfolio has once verified. */
  url: string;
}
export interface SetCustomDomainRequest {
  domain: string;
}
/** POST …/domain and …/domain/verify; the record to create is repeated at the top level. */
export interface CustomDomainResponse {
  success: true;
  txtName: string;
  txtValue: string;
  customDomain: CustomDomain;
}
export interface CustomDomainStateResponse {
  success: true;
  customDomain: CustomDomain | null;
}

/** A private link opened for the first time, not yet seen by its owner (GET /api/notifications). */
export interface LinkOpenedNotice {
  id: string;
  linkId: string;
  portfolioId: string;
  label: string;
  openedAt: string;
}
export interface NotificationsResponse {
  success: true;
  notifications: LinkOpenedNotice[];
}

/** What a visitor sent through the landing page: a contact message or a newsletter subscription. */
export type InboundKind = 'contact' | 'newsletter';

/** One landing-page message or subscriber, as the operator's admin screen shows it. */
export interface InboundItem {
  _id: string;
  kind: InboundKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The operator marked it dealt with. */
  handled: boolean;
  createdAt: string;
}

/** GET /api/admin/inbound?kind=…&page=…: one page, newest first. */
export interface InboundPageResponse {
  items: InboundItem[];
  /** How many of this kind there are in all. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}
