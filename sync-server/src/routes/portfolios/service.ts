import {
  defaultPortfolioSettings,
  findTemplate,
  portfolioLimit,
  restoreResume,
  ResumeError,
  type ResumeData,
} from '@folio/shared';
import {
  badRequest,
  conflict,
  notFound,
  planLimitReached,
  unknownTemplate,
  validationFailed,
} from '../../errors.js';
import type { PortfolioRecord, Storage, UserRecord } from '../../storage/types.js';
import { presentDetail } from './present.js';
import type { CreatePortfolioInput, UpdatePortfolioInput } from './schema.js';

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
): Promise<{ portfolio: PortfolioRecord; created: boolean }> {
  const template = findTemplate(templateName);
  if (!template) throw unknownTemplate(templateName);
  const { resumeId, resume } = await resolveResume(storage, user, input);
  const result = await storage.portfolios.create(
    {
      ownerId: user.id,
      resumeId,
      clientId: input.clientId ?? null,
      title: input.title || defaultTitle(resume, template.name),
      templateId: template.id,
      theme: input.theme ?? '',
      resume,
      settings: { ...defaultPortfolioSettings(), ...input.settings },
      // A new portfolio is live at once: the spec's flow goes straight to its shareable link.
      published: input.published ?? true,
    },
    portfolioLimit(user.plan),
  );
  if (!result.ok) throw planLimitReached(user.plan);
  await keepVersion(storage, result.portfolio);
  return { portfolio: result.portfolio, created: result.created };
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

function defaultTitle(resume: ResumeData, templateName: string): string {
  const name = resume.personalInfo.name.trim();
  return (name ? `${name} — ${templateName}` : `${templateName} portfolio`).slice(0, 120);
}

/**
 * Applies an edit made on `baseRevision`. A stale revision answers 409 with the current version, so
 * the client can show both and nothing is silently lost (DESIGN.md section 6).
 */
export async function updatePortfolio(
  storage: Storage,
  user: UserRecord,
  pid: string,
  input: UpdatePortfolioInput,
): Promise<PortfolioRecord> {
  const current = await ownPortfolio(storage, user, pid);
  if (current.revision !== input.baseRevision) throw conflict(await presentWithPdf(storage, current));
  let templateId = undefined;
  if (input.template !== undefined) {
    const template = findTemplate(input.template);
    if (!template) throw unknownTemplate(input.template);
    templateId = template.id;
  }
  // Merging partial settings with `current` is safe: the update below only applies on the same revision.
  const settings = input.settings ? { ...current.settings, ...input.settings } : undefined;
  const result = await storage.portfolios.update(pid, user.id, input.baseRevision, {
    title: input.title,
    templateId,
    theme: input.theme,
    resume: input.resume === undefined ? undefined : restore(input.resume),
    settings,
    published: input.published,
  });
  if (result.ok) {
    await keepVersion(storage, result.portfolio);
    return result.portfolio;
  }
  if (result.reason === 'conflict') throw conflict(await presentWithPdf(storage, result.current));
  throw notFound('Portfolio not found');
}

/**
 * Every publish keeps a version: a write that leaves the portfolio live is what visitors now see.
 * Edits to an unpublished portfolio are drafts, not versions.
 */
async function keepVersion(storage: Storage, portfolio: PortfolioRecord): Promise<void> {
  if (portfolio.published) await storage.versions.record(portfolio);
}
