/** Limits and timings used by both the PWA (early, friendly checks) and the server (the authority). */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '5 MB';
export const PDF_MIME = 'application/pdf';
/** Every PDF starts with these bytes; uploads are judged by content, never by the client's MIME claim. */
export const PDF_MAGIC = '%PDF-';

/** Pages beyond this are refused before any text is extracted (a 2,000-page PDF is an attack, not a resume). */
export const MAX_PDF_PAGES = 30;
/** The parser watchdog: a parse that takes longer is stopped and reported. */
export const PARSE_TIMEOUT_MS = 15_000;

export const PLANS = ['free', 'pro'] as const;
export type KnownPlan = (typeof PLANS)[number];
/** SPEC.md section 9: free 3, pro 10, any other plan value is unlimited. */
export const PLAN_PORTFOLIO_LIMITS: Record<KnownPlan, number> = { free: 3, pro: 10 };
/** The dashboard's create tile cap for plans without a limit (SPEC.md section 2). */
export const UNLIMITED_TILE_CAP = 999;

/** Portfolio limit for a plan, or null when the plan is unlimited. */
export function portfolioLimit(plan: string): number | null {
  return (PLANS as readonly string[]).includes(plan) ? PLAN_PORTFOLIO_LIMITS[plan as KnownPlan] : null;
}

/** The plan-limit alert of SPEC.md section 5, word for word. */
export function planLimitMessage(plan: string): string {
  return `You've reached the maximum number of portfolios for your ${plan} plan. Please upgrade to create more.`;
}

export const SUMMARY_COLLAPSE_WORDS = 30;
export const NAV_SCROLL_THRESHOLD_PX = 50;
export const COPY_CONFIRM_MS = 2000;
export const CONTACT_SUCCESS_MS = 3000;
export const LANDING_CONTACT_BANNER_MS = 5000;

/** Field lengths accepted by the server; longer input is refused, not truncated. */
export const TEXT_LIMITS = {
  name: 120,
  email: 254,
  subject: 200,
  message: 5000,
  title: 120,
} as const;

/** Published versions kept per portfolio (the oldest goes first); the issue asks for at least 50. */
export const VERSIONS_KEPT = 60;

/** Private links a portfolio may have at once (not counting revoked ones), and a label's length. */
export const PRIVATE_LINKS_PER_PORTFOLIO = 50;
export const PRIVATE_LINK_LABEL_MAX = 120;
