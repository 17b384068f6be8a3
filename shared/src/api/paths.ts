/** Every HTTP path the PWA calls and the server answers, in one place. */
export const API = {
  authMe: '/api/auth/me',
  authLogout: '/api/auth/logout',
  authProviders: '/api/auth/providers',
  /** Full-page redirect, not a data call (SPEC.md section 7). */
  authLogin: (provider: string) => `/auth/login/${encodeURIComponent(provider)}`,
  clientConfig: '/api/config',
  health: '/api/health',
  portfolios: '/api/portfolios',
  portfolio: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}`,
  /** PUT `{ slug }`: the portfolio's name-like address `/{slug}`; the old one then redirects. */
  portfolioSlug: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/slug`,
  portfolioShare: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/share`,
  portfolioStats: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/stats`,
  portfolioPdf: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/pdf`,
  portfolioMessages: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/messages`,
  portfolioVersions: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/versions`,
  portfolioVersion: (pid: string, vid: string) =>
    `/api/portfolios/${encodeURIComponent(pid)}/versions/${encodeURIComponent(vid)}`,
  restoreVersion: (pid: string, vid: string) =>
    `/api/portfolios/${encodeURIComponent(pid)}/versions/${encodeURIComponent(vid)}/restore`,
  portfolioLinks: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/links`,
  portfolioLink: (pid: string, id: string) =>
    `/api/portfolios/${encodeURIComponent(pid)}/links/${encodeURIComponent(id)}`,
  /** PUT: what this link shows differently from the public page (issue 23). */
  portfolioLinkTailoring: (pid: string, id: string) =>
    `/api/portfolios/${encodeURIComponent(pid)}/links/${encodeURIComponent(id)}/tailoring`,
  /** The portfolio's custom domain: POST claims one, DELETE removes it, GET says where it stands. */
  portfolioDomain: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/domain`,
  portfolioDomainVerify: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/domain/verify`,
  /** Asked by a reverse proxy's on-demand TLS before it gets a certificate for a host (`?domain=`). */
  tlsAsk: '/api/tls/ask',
  /** Job applications (issue 23): GET lists, POST creates. */
  applications: '/api/applications',
  /** One application: PATCH edits (with baseRevision), DELETE deletes it and revokes its link. */
  application: (id: string) => `/api/applications/${encodeURIComponent(id)}`,
  notifications: '/api/notifications',
  notificationsSeen: '/api/notifications/seen',
  /** The published site as a zip the owner can host anywhere. */
  portfolioExport: (pid: string) => `/api/portfolios/${encodeURIComponent(pid)}/export`,
  createPortfolio: (templateName: string, userId: string) =>
    `/api/portfolio/${encodeURIComponent(templateName)}/${encodeURIComponent(userId)}`,
  uploadResume: '/api/upload-resume',
  uploads: '/api/uploads',
  /** A picture re-encoded as the resume's photo (no metadata); nothing is stored until a resume names it. */
  photo: '/api/photo',
  upload: (id: string) => `/api/uploads/${encodeURIComponent(id)}`,
  account: '/api/account',
  accountExport: '/api/account/export',
  resumeData: (pid: string) => `/api/resume-data/${encodeURIComponent(pid)}`,
  stats: '/api/stats',
  messages: '/api/messages',
  message: (id: string) => `/api/messages/${encodeURIComponent(id)}`,
  contact: '/api/contact',
  newsletter: '/api/newsletter',
  enhanceRewrite: '/api/enhance/rewrite',
  /** The operator's (ADMIN_EMAILS) view of the landing page's forms; 403 for everyone else. */
  adminInbound: '/api/admin/inbound',
  adminInboundItem: (id: string) => `/api/admin/inbound/${encodeURIComponent(id)}`,
  adminSubscribersCsv: '/api/admin/subscribers.csv',
} as const;

/** A private link's page: /l/{token}. */
export const PRIVATE_LINK_PREFIX = '/l/';

/** The OpenID Provider is mounted here; the PWA's oidc-client-ts authority is `{origin}/oidc`. */
export const OIDC_MOUNT = '/oidc';
/** The public client the PWA signs in with (authorization code + PKCE, no secret). */
export const PWA_CLIENT_ID = 'folio-pwa';
/** Audience (resource indicator) of access tokens for the API. */
export const API_AUDIENCE = 'folio-api';
