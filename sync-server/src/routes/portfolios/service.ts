import {
  cleanWords,
  defaultPortfolioSettings,
  findTemplate,
  portfolioLimit,
  restoreResume,
  ResumeError,
  type PortfolioSettings,
  type ResumeData,
} from '@folio/shared';
import {
  badRequest,
  conflict,
  gone,
  HttpError,
  notFound,
  planLimitReached,
  unknownTemplate,
  validationFailed,
} from '../../errors.js';
import type { ReservedAddresses } from '../../pages/reserved.js';
import type { PortfolioRecord, Storage, UserRecord, WriteKey } from '../../storage/types.js';
import { presentDetail } from './present.js';
import type { CreatePortfolioInput, UpdatePortfolioInput } from './schema.js';
import { assignDefaultSlug } from './slug.js';

/** The caller's own portfolio; someone else's answers 404 like a missing one (existence is not revealed). */
export async function ownPortfolio(
  storage: Storage,
  user: UserRecord,
  pid: string,
): Promise<PortfolioRecord> {
  const portfolio = await storage.portfolios.get(pid);
  if (!portfolio || portfolio.ownerId !== user.id) throw notFound('Portfolio not found');
  return portfolio;
}

/** Whether the original PDF behind a portfolio is stored. */
export async function hasPdf(storage: Storage, portfolio: PortfolioRecord): Promise<boolean> {
  if (!portfolio.resumeId) return false;
  const resume = await storage.resumes.get(portfolio.resumeId);
  return !!resume?.fileId;
}

/** The original PDF behind a portfolio, or null when none is stored. */
export async function storedPdf(storage: Storage, portfolio: PortfolioRecord): Promise<Uint8Array | null> {
  const resume = portfolio.resumeId ? await storage.resumes.get(portfolio.resumeId) : null;
  return resume?.fileId ? storage.files.get(resume.fileId) : null;
}

export async function presentWithPdf(storage: Storage, portfolio: PortfolioRecord) {
  return presentDetail(portfolio, await hasPdf(storage, portfolio));
}

/**
 * Creates a portfolio from an uploaded resume (resumeId), from resume data, or, with neither (the
 * spec's bodiless call), from the caller's latest upload. The plan limit and the clientId retry are
 * decided inside the storage update, so concurrent creations can neither exceed nor duplicate.
 */
export async function createPortfolio(
  storage: Storage,
  user: UserRecord,
  templateName: string,
  input: CreatePortfolioInput,
  addresses: ReservedAddresses,
): Promise<{ portfolio: PortfolioRecord; created: boolean }> {
  const template = findTemplate(templateName);
  if (!template) throw unknownTemplate(templateName);
  const { resumeId, resume } = await resolveResume(storage, user, input);
  const result = await storage.portfolios.create(
    {
      ownerId: user.id,
      resumeId,
      clientId: input.clientId ?? null,
      title: input.title || defaultTitle(resume),
      templateId: template.id,
      theme: input.theme ?? '',
      resume,
      settings: checkedSettings({ ...defaultPortfolioSettings(), ...input.settings }),
      // A new portfolio is live at once: the spec's flow goes straight to its shareable link.
      published: input.published ?? true,
    },
    portfolioLimit(user.plan),
  );
  if (!result.ok) {
    if (result.reason === 'deleted') throw deletedPortfolio();
    throw planLimitReached(user.plan);
  }
  // A published portfolio's first version was kept by the store (storage/types.ts). Its slug comes
  // right after (a retry finds it); stopped in between, the next start gives it.
  const portfolio = await assignDefaultSlug(storage, result.portfolio, user.name, addresses);
  return { portfolio, created: result.created };
}

async function resolveResume(
  storage: Storage,
  user: UserRecord,
  input: CreatePortfolioInput,
): Promise<{ resumeId: string | null; resume: ResumeData }> {
  if (input.resumeId) {
    const stored = await storage.resumes.get(input.resumeId);
    if (stored && stored.ownerId === user.id) {
      return {
        resumeId: stored.id,
        resume: input.resume === undefined ? stored.data : restore(input.resume),
      };
    }
    // The upload may be gone (its last portfolio was deleted); data sent along still makes a portfolio.
    if (input.resume === undefined) throw notFound('Resume not found. Upload it again.');
  }
  if (input.resume !== undefined) return { resumeId: null, resume: restore(input.resume) };
  const latest = await storage.resumes.latestByOwner(user.id);
  if (!latest) throw badRequest('Upload a resume first, or send its data as "resume".');
  return { resumeId: latest.id, resume: latest.data };
}

function restore(value: unknown): ResumeData {
  try {
    return restoreResume(value);
  } catch (error) {
    if (error instanceof ResumeError)
      throw validationFailed([{ path: 'resume', message: error.message }], error.message);
    throw error;
  }
}

/**
 * Settings as stored: each translation's resume passes the same checks as the main one (links
 * allowlisted, text bounded) and a language is there once, never the page's own chosen language.
 */
function checkedSettings(settings: PortfolioSettings): PortfolioSettings {
  const translations = settings.translations;
  if (!translations) return settings;
  const seen = new Set<string>(settings.language ? [settings.language] : []);
  for (const [i, t] of translations.entries()) {
    if (seen.has(t.language)) {
      const message = `The portfolio is in ${t.language} already: one translation per language.`;
      throw validationFailed([{ path: `settings.translations.${i}.language`, message }], message);
    }
    seen.add(t.language);
  }
  return {
    ...settings,
    // An empty list stays one: a partial settings edit without the key keeps what is stored.
    translations: translations.map((t) => ({
      ...t,
      // Words written field by field keep their places: restore() would drop the empty ones.
      resume: t.followsMain ? cleanWords(t.resume) : restore(t.resume),
    })),
  };
}

/** The person's name; the template's name stays out of it (it would follow the portfolio into every share). */
function defaultTitle(resume: ResumeData): string {
  return resume.personalInfo.name.trim().slice(0, 120) || 'Portfolio';
}

const deletedPortfolio = () => gone('This portfolio was deleted.');

/**
 * Applies an edit made on `baseRevision`. A stale revision answers 409 with the current version, so
 * the client can show both and nothing is silently lost (DESIGN.md section 6). With a write key (the
 * Idempotency-Key header), a retry of an edit that was applied answers as the first try did (200 with
 * the portfolio) instead of 409; the same key with a different body answers 422.
 */
export async function updatePortfolio(
  storage: Storage,
  user: UserRecord,
  pid: string,
  input: UpdatePortfolioInput,
  writeKey?: WriteKey,
): Promise<PortfolioRecord> {
  const found = await storage.portfolios.get(pid);
  // Someone else's portfolio reads as missing; the storage update below then says whether it is.
  const current = found && found.ownerId === user.id ? found : null;
  let templateId = undefined;
  if (input.template !== undefined) {
    const template = findTemplate(input.template);
    if (!template) throw unknownTemplate(input.template);
    templateId = template.id;
  }
  // Merging partial settings with `current` is safe: the update below only applies on the same revision.
  const settings =
    input.settings && current ? checkedSettings({ ...current.settings, ...input.settings }) : undefined;
  const result = await storage.portfolios.update(
    pid,
    user.id,
    input.baseRevision,
    {
      title: input.title,
      templateId,
      theme: input.theme,
      resume: input.resume === undefined ? undefined : restore(input.resume),
      settings,
      published: input.published,
    },
    writeKey,
  );
  // A write that leaves the portfolio published kept its version in the store (storage/types.ts).
  if (result.ok) return result.portfolio;
  if (result.reason === 'conflict') throw conflict(await presentWithPdf(storage, result.current));
  if (result.reason === 'deleted') throw deletedPortfolio();
  if (result.reason === 'key_reused') throw new HttpError(422, 'idempotency_key_reused');
  throw notFound('Portfolio not found');
}
