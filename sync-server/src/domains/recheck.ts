import type { Config } from '../configTypes.js';
import { log } from '../log.js';
import type { CustomDomainRecord, Storage } from '../storage/types.js';
import { checkClaim } from './dnsCheck.js';

/** After a DNS failure, how long before a visit tries again (at most the re-check interval). */
const RETRY_AFTER_FAILURE_MS = 600_000;
/** Failed attempts remembered at most (one per domain); past that the memory starts again. */
const MAX_REMEMBERED = 1000;

/**
 * Looks a verified domain's TXT record up again once `config.domainRecheckMs` has passed since it
 * was last found, in the background of a visit (visitors never wait on DNS). Gone, the domain is
 * unverified at once (storage announces it, so every server stops serving it) and the owner sees it
 * as lost; a DNS failure changes nothing and is retried later, so a flaky name server takes no site down.
 */
export class DomainRechecker {
  readonly #storage: Storage;
  readonly #config: Config;
  readonly #running = new Set<string>();
  readonly #failedAt = new Map<string, number>();

  constructor(storage: Storage, config: Config) {
    this.#storage = storage;
    this.#config = config;
  }

  /** Starts a re-check when one is due; returns it (tests and callers need not wait for it). */
  recheckIfDue(record: CustomDomainRecord, now = Date.now()): Promise<void> | null {
    const interval = this.#config.domainRecheckMs;
    const lastFound = Date.parse(record.checkedAt ?? record.verifiedAt ?? '');
    if (now - lastFound < interval || this.#running.has(record.domain)) return null;
    const failedAt = this.#failedAt.get(record.domain);
    if (failedAt !== undefined && now - failedAt < Math.min(interval, RETRY_AFTER_FAILURE_MS)) return null;
    this.#running.add(record.domain);
    return this.#recheck(record)
      .catch((error: unknown) => log.warn('Custom domain re-check failed', { domain: record.domain, error }))
      .finally(() => this.#running.delete(record.domain));
  }

  async #recheck(record: CustomDomainRecord): Promise<void> {
    const checked = await checkClaim(record, this.#config.dnsServers);
    if (!checked.ok) {
      if (this.#failedAt.size >= MAX_REMEMBERED) this.#failedAt.clear();
      this.#failedAt.set(record.domain, Date.now());
      log.warn('Custom domain re-check: DNS lookup failed', {
        domain: record.domain,
        reason: checked.reason,
      });
      return;
    }
    this.#failedAt.delete(record.domain);
    await this.#storage.domains.recordCheck(record.portfolioId, record.token, checked.found);
    if (!checked.found)
      log.info('Custom domain unverified: its TXT record is gone', { domain: record.domain });
  }
}
