import { z } from 'zod';
import {
  hasUnsafeCharacters,
  isThemeId,
  portfolioSettingsSchema,
  singleLine,
  TEXT_LIMITS,
} from '@folio/shared';

/** One of the themes in shared/src/themes, or '' for the template's own look. */
const theme = z.string().refine((value) => value === '' || isThemeId(value), 'must be a theme id');
/** One line: control and bidi characters are removed before it is stored (shared/src/security/text.ts). */
const title = z
  .string()
  .max(TEXT_LIMITS.title)
  .transform((value) => singleLine(value).trim());

/** An id a client sends back (an upload's id) or makes up (a create's retry key): no control characters. */
const clientIdField = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !hasUnsafeCharacters(value), 'must not hold control characters');

/** POST /api/portfolio/:templateName/:userId. Every field is optional: the spec's client sends no body. */
export const createPortfolioSchema = z.object({
  resumeId: clientIdField(64).optional(),
  /** Resume data in any variant restoreResume() accepts; validated there. */
  resume: z.unknown().optional(),
  title: title.optional(),
  theme: theme.optional(),
  clientId: clientIdField(100).optional(),
  settings: portfolioSettingsSchema.partial().optional(),
  published: z.boolean().optional(),
});
export type CreatePortfolioInput = z.infer<typeof createPortfolioSchema>;

/** PATCH /api/portfolios/:pid, based on the revision the client last saw. */
export const updatePortfolioSchema = z.object({
  baseRevision: z.number().int().min(0),
  title: title.pipe(z.string().min(1)).optional(),
  /** Template name ("The Gallery") or id ("gallery"). */
  template: z.string().min(1).max(60).optional(),
  theme: theme.optional(),
  resume: z.unknown().optional(),
  published: z.boolean().optional(),
  settings: portfolioSettingsSchema.partial().optional(),
});
export type UpdatePortfolioInput = z.infer<typeof updatePortfolioSchema>;

export const pidParamsSchema = z.object({ pid: z.string().min(1).max(64) });

/** PUT /api/portfolios/:pid/slug: what the owner typed; normalised and checked in slug.ts. */
export const setSlugSchema = z.object({ slug: z.string().max(400) });
