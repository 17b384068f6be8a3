import { defaultPortfolioSettings, emptyResume } from '@folio/shared';
import type { NewPortfolio } from './types.js';

/** A valid new portfolio for storage tests: Ada's, published, on the cascade template. */
export function buildPortfolio(ownerId: string, overrides: Partial<NewPortfolio> = {}): NewPortfolio {
  const resume = emptyResume();
  resume.personalInfo.name = 'Ada Lovelace';
  return {
    ownerId,
    resumeId: null,
    clientId: null,
    title: 'Ada',
    templateId: 'cascade',
    theme: '',
    resume,
    settings: defaultPortfolioSettings(),
    published: true,
    ...overrides,
  };
}
