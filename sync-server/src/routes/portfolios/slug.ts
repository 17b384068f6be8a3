import { normalizeSlug, slugFromName, slugProblem, SLUG_MAX, SLUG_PROBLEM_TEXT } from '@folio/shared';
import { HttpError } from '../../errors.js';
import { log } from '../../log.js';
import type { ReservedAddresses } from '../../pages/reserved.js';
import type { PortfolioRecord, Storage, UserRecord } from '../../storage/types.js';

/** Numbered variants tried before a random tail: `ana-lima`, `ana-lima-2` … `ana-lima-20`. */
const NUMBERED = 20;

/**
 * The slugs a portfolio may get by default, best first: from the resume's name, else the account's
 * name, else "resume"; then numbered, then with a random tail, so one is always free. Reserved words
 * never: "Login Smith" is fine, a person named "Login" gets "login-2".
 */
export function defaultSlugCandidates(
  names: readonly string[],
  addresses: ReservedAddresses,
  random: string,
): string[] {
  // An account's name may be its email (sign-in with a local account): never put that in a link.
  const base =
    names
      .filter((n) => !n.includes('@'))
      .map(slugFromName)
      .find(Boolean) || 'resume';
  const stem = [...base]
    .slice(0, SLUG_MAX - 7)
    .join('')
    .replace(/-+$/, '');
  const numbered = Array.from({ length: NUMBERED - 1 }, (_, i) => `${stem}-${i + 2}`);
  return [base, ...numbered, `${stem}-${random}`].filter(
    (slug) => slugProblem(slug, addresses.words) === null,
  );
}

/** Gives a portfolio without a slug its default (another process may have given it one: kept then). */
export async function assignDefaultSlug(
  storage: Storage,
  portfolio: PortfolioRecord,
  accountName: string,
  addresses: ReservedAddresses,
): Promise<PortfolioRecord> {
  if (portfolio.slug !== null) return portfolio;
  const random = portfolio.id.slice(0, 6).toLowerCase();
  const candidates = defaultSlugCandidates(
    [portfolio.resume.personalInfo.name, accountName],
    addresses,
    random,
  );
  const result = await storage.portfolios.claimSlug(portfolio.id, null, candidates, { onlyIfNone: true });
  if (result.ok) return result.portfolio;
  return (await storage.portfolios.get(portfolio.id)) ?? portfolio;
}

/** The owner's choice of slug: normalised, checked, and claimed unless someone else holds it. */
export async function chooseSlug(
  storage: Storage,
  user: UserRecord,
  portfolio: PortfolioRecord,
  typed: string,
  addresses: ReservedAddresses,
): Promise<PortfolioRecord> {
  const slug = normalizeSlug(typed);
  const problem = slugProblem(slug, addresses.words);
  if (problem)
    throw new HttpError(400, 'invalid_slug', SLUG_PROBLEM_TEXT[problem], [{ path: 'slug', problem }]);
  if (slug === portfolio.slug) return portfolio;
  const result = await storage.portfolios.claimSlug(portfolio.id, user.id, [slug]);
  if (result.ok) return result.portfolio;
  if (result.reason === 'taken') throw new HttpError(409, 'slug_taken');
  throw new HttpError(404, 'not_found', 'Portfolio not found');
}

/**
 * Gives every portfolio made before slugs (or whose create stopped before its slug) its default, a
 * batch at a time, at start. Until then such a portfolio answers at its first address.
 */
export async function assignMissingSlugs(
  storage: Storage,
  addresses: ReservedAddresses,
  stopped: () => boolean = () => false,
): Promise<number> {
  let assigned = 0;
  for (;;) {
    const batch = await storage.portfolios.listWithoutSlug(200);
    if (batch.length === 0) return assigned;
    for (const portfolio of batch) {
      // The server is closing: the rest get theirs at the next start.
      if (stopped()) return assigned;
      const owner = await storage.users.get(portfolio.ownerId);
      const done = await assignDefaultSlug(storage, portfolio, owner?.name ?? '', addresses);
      if (done.slug === null) {
        log.warn('No slug could be given', { portfolioId: portfolio.id });
        return assigned;
      }
      assigned += 1;
    }
  }
}
