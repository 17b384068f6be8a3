/** Limits and timings used by both the PWA (early, friendly checks) and the server (the authority). */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '5 MB';
export const PDF_MIME = 'application/pdf';
/** Every PDF starts with these bytes; uploads are judged by content, never by the client's MIME claim. */
export const PDF_MAGIC = '%PDF-';

/** Pages beyond this are refused before any text is extracted (a 2,000-page PDF is an attack, not a resume). */
export const MAX_PDF_PAGES = 30;
/**
 * How much text a PDF may hold before the parser refuses it (pdf_too_much_text). A line is a
 * baseline; a piece is a run of text on a line with no gap wider than a letter, and it is pieces the
 * later stages compare with each other, so they cost the most: 500 pieces on a page take the core
 * about a third of a second on a 2-core machine, a page of 1,500 close to a second, and a page of
 * 8,000 minutes. The 160 real and generated resumes we test with have at most 2,342 items, 98 lines
 * and 109 pieces on a page and 180 pieces in a document, so these leave room for any resume while a
 * 30-page file of 10,000 items a page is stopped after its first page.
 */
export const MAX_TEXT_ITEMS_PER_PAGE = 8_000;
export const MAX_TEXT_ITEMS = 40_000;
export const MAX_LINES_PER_PAGE = 400;
export const MAX_LINES = 2_000;
export const MAX_PIECES_PER_PAGE = 500;
export const MAX_PIECES = 2_000;
/**
 * An upload (the PDF and the data read from it) that no portfolio uses is deleted this many days
 * after it was made; one a portfolio uses stays until that portfolio, the upload or the account is
 * deleted.
 */
export const UNUSED_UPLOAD_RETENTION_DAYS = 7;
/**
 * Uploads no portfolio uses that an account keeps at once; a new one replaces the oldest beyond
 * this. Each holds a PDF of up to 5 MB and the resume read from it, so without a bound the hourly
 * upload allowance alone would let one account pile up gigabytes within the retention period.
 */
export const MAX_UNUSED_UPLOADS = 10;
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
/**
 * Private links an account may make in a day. A revoked link is kept so its address answers 410,
 * so making and revoking links in a loop would otherwise grow the store without end.
 */
export const PRIVATE_LINKS_PER_DAY = 50;
export const PRIVATE_LINK_LABEL_MAX = 120;
