import { buildSampleResume } from '@folio/shared/templates';
import {
  defaultPortfolioSettings,
  type PortfolioSettings,
  type ResumeData,
  type TemplateId,
} from '@folio/shared';
import type { PortfolioRecord } from '../../storage/types.js';
import { userFor, type TestServer } from '../../test/testServer.js';

/** Creates a published portfolio for `email` straight through storage (the API has its own tests). */
export async function seedPortfolio(
  server: TestServer,
  options: {
    email?: string;
    templateId?: TemplateId;
    resume?: ResumeData;
    settings?: Partial<PortfolioSettings>;
    published?: boolean;
  } = {},
): Promise<PortfolioRecord> {
  const user = await userFor(server, options.email ?? 'owner@example.com', 'Owner');
  const result = await server.storage.portfolios.create(
    {
      ownerId: user.id,
      resumeId: null,
      clientId: null,
      title: 'My portfolio',
      templateId: options.templateId ?? 'cascade',
      theme: 'minimalistZen',
      resume: options.resume ?? buildSampleResume(),
      settings: { ...defaultPortfolioSettings(), ...options.settings },
      published: options.published ?? true,
    },
    null,
  );
  if (!result.ok) throw new Error('Could not seed a portfolio');
  return result.portfolio;
}
