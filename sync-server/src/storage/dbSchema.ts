import { z } from 'zod';
import { linkTailoringSchema } from '@folio/shared/links/index.js';
import {
  APPLICATION_STATUSES,
  defaultPortfolioSettings,
  portfolioSettingsSchema,
  restoreResume,
  TEMPLATE_IDS,
} from '@folio/shared';
import type {
  ApplicationRecord,
  CustomDomainRecord,
  DailyReferrerRecord,
  DailyStatRecord,
  DeletedPortfolioRecord,
  HeldSlugRecord,
  IdempotentWriteRecord,
  InboundContactRecord,
  MessageRecord,
  OidcRecord,
  PortfolioRecord,
  PrivateLinkRecord,
  ResumeRecord,
  UserRecord,
} from './types.js';

/**
 * The shape of db.json and its migrations. Every load goes through `parseDb`, which upgrades older
 * versions step by step and validates every record: the file is a boundary like any request body.
 * Bump SCHEMA_VERSION and add a step to MIGRATIONS for every change of stored shape.
 */
export const SCHEMA_VERSION = 2;

export interface DbData {
  schemaVersion: number;
  users: UserRecord[];
  resumes: ResumeRecord[];
  portfolios: PortfolioRecord[];
  messages: MessageRecord[];
  dailyStats: DailyStatRecord[];
  dailyReferrers: DailyReferrerRecord[];
  inbound: InboundContactRecord[];
  oidc: OidcRecord[];
  deletedPortfolios: DeletedPortfolioRecord[];
  idempotentWrites: IdempotentWriteRecord[];
  links: PrivateLinkRecord[];
  domains: CustomDomainRecord[];
  applications: ApplicationRecord[];
  /** Every slug a portfolio holds, its current one and the previous ones that redirect to it. */
  slugs: HeldSlugRecord[];
}

export function emptyDb(): DbData {
  return {
    schemaVersion: SCHEMA_VERSION,
    users: [],
    resumes: [],
    portfolios: [],
    messages: [],
    dailyStats: [],
    dailyReferrers: [],
    inbound: [],
    oidc: [],
    deletedPortfolios: [],
    idempotentWrites: [],
    links: [],
    domains: [],
    applications: [],
    slugs: [],
  };
}

export class DbFormatError extends Error {
  override name = 'DbFormatError';
}

type RawDb = Record<string, unknown>;

/** MIGRATIONS[n] turns version n into version n + 1. Version 0 is a file without schemaVersion. */
const MIGRATIONS: Record<number, (data: RawDb) => RawDb> = {
  0: (data) => ({ ...emptyDb(), ...data, schemaVersion: 1 }),
  // Name-like addresses: portfolios start without one; the server gives each its default at start.
  1: (data) => ({
    ...data,
    portfolios: Array.isArray(data.portfolios)
      ? data.portfolios.map((p: unknown) => (typeof p === 'object' && p !== null ? { ...p, slug: null } : p))
      : data.portfolios,
    slugs: [],
    schemaVersion: 2,
  }),
};

// Records are loose objects: a field added to a record type by a later change survives a load.
const iso = z.string().min(1);
const resume = z.unknown().transform((value, ctx) => {
  try {
    return restoreResume(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'invalid resume' });
    return z.NEVER;
  }
});
const settings = portfolioSettingsSchema
  .partial()
  .optional()
  .transform((s) => ({ ...defaultPortfolioSettings(), ...s }));
const count = z.number().int().min(0);

const userSchema = z.looseObject({
  id: z.string().min(1),
  subject: z.string().min(1),
  provider: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.string(),
  createdAt: iso,
  passkeys: z
    .array(
      z.looseObject({
        id: z.string().min(1),
        publicKey: z.string().min(1),
        counter: count,
        transports: z.array(z.string()),
        createdAt: iso,
        lastUsedAt: iso.nullable(),
      }),
    )
    .optional(),
});
const resumeRecordSchema = z.looseObject({
  id: z.string().min(1),
  ownerId: z.string().min(1),
  data: resume,
  fileId: z.string().min(1).nullable(),
  createdAt: iso,
});
const portfolioSchema = z.looseObject({
  id: z.string().min(1),
  ownerId: z.string().min(1),
  resumeId: z.string().nullable(),
  clientId: z.string().nullable(),
  title: z.string(),
  templateId: z.enum(TEMPLATE_IDS),
  theme: z.string(),
  resume,
  settings,
  published: z.boolean(),
  views: count,
  shares: count,
  downloads: count,
  revision: count,
  createdAt: iso,
  updatedAt: iso,
  slug: z.string().min(1).nullable(),
});
const messageSchema = z.looseObject({
  id: z.string().min(1),
  portfolioId: z.string().min(1),
  ownerId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: iso,
});
const dailyStatSchema = z.looseObject({
  portfolioId: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  views: count,
  uniqueVisitors: count,
  shares: count,
  downloads: count,
  visitorHashes: z.array(z.string()),
});
const dailyReferrerSchema = z.looseObject({
  portfolioId: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  host: z.string().min(1).max(253),
  views: count,
});
const inboundSchema = z.looseObject({
  id: z.string().min(1),
  kind: z.enum(['contact', 'newsletter']),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  // Added after schema 1 without a migration: records from before were not handled yet.
  handled: z.boolean().default(false),
  createdAt: iso,
});
const oidcSchema = z.looseObject({
  model: z.string().min(1),
  id: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
  expiresAt: z.number().nullable(),
  grantId: z.string().optional(),
  uid: z.string().optional(),
  userCode: z.string().optional(),
});

const deletedPortfolioSchema = z.looseObject({
  id: z.string().min(1),
  ownerId: z.string().min(1),
  clientId: z.string().nullable(),
  deletedAt: iso,
});
const idempotentWriteSchema = z.looseObject({
  ownerId: z.string().min(1),
  key: z.string().min(1),
  portfolioId: z.string().min(1),
  fingerprint: z.string(),
  at: iso,
});
const linkSchema = z.looseObject({
  id: z.string().min(1),
  token: z.string().min(20),
  portfolioId: z.string().min(1),
  ownerId: z.string().min(1),
  label: z.string(),
  reveal: z.object({ email: z.boolean(), phone: z.boolean(), pdf: z.boolean() }),
  expiresAt: iso.nullable(),
  createdAt: iso,
  revokedAt: iso.nullable(),
  firstOpenedAt: iso.nullable(),
  lastOpenedAt: iso.nullable(),
  visitors: count,
  unfurls: count,
  visitorHashes: z.array(z.string()),
  openSeen: z.boolean(),
  // Links written before tailoring existed have none: the same as the public page.
  tailoring: linkTailoringSchema.nullable().default(null),
});

const domainSchema = z
  .looseObject({
    portfolioId: z.string().min(1),
    ownerId: z.string().min(1),
    domain: z.string().min(1),
    token: z.string().min(20),
    createdAt: iso,
    verifiedAt: iso.nullable(),
    checkedAt: iso.nullable().optional(),
  })
  // Added with periodic re-checks: a domain verified before was last found when it was verified.
  .transform((d) => ({ ...d, checkedAt: d.checkedAt ?? d.verifiedAt }));

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
const applicationSchema = z.looseObject({
  id: z.string().min(1),
  ownerId: z.string().min(1),
  clientId: z.string().nullable(),
  linkId: z.string().nullable(),
  company: z.string(),
  role: z.string(),
  posting: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedOn: day,
  nextStep: z.string(),
  nextStepOn: day,
  notes: z.string(),
  portfolioId: z.string().nullable(),
  tracking: z.boolean(),
  revision: count,
  createdAt: iso,
  updatedAt: iso,
  deletedAt: iso.nullable(),
});

const heldSlugSchema = z.looseObject({
  slug: z.string().min(1),
  portfolioId: z.string().min(1),
  at: iso,
});

const dbSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    users: z.array(userSchema),
    resumes: z.array(resumeRecordSchema),
    portfolios: z.array(portfolioSchema),
    messages: z.array(messageSchema),
    dailyStats: z.array(dailyStatSchema),
    inbound: z.array(inboundSchema),
    oidc: z.array(oidcSchema),
    // Added after schema 1 without a migration: a file from before simply has none yet.
    links: z.array(linkSchema).default([]),
    deletedPortfolios: z.array(deletedPortfolioSchema).default([]),
    idempotentWrites: z.array(idempotentWriteSchema).default([]),
    domains: z.array(domainSchema).default([]),
    applications: z.array(applicationSchema).default([]),
    dailyReferrers: z.array(dailyReferrerSchema).default([]),
    slugs: z.array(heldSlugSchema),
  })
  // What PostgreSQL's keys enforce: one holder per slug, and a portfolio's slug is one it holds.
  .superRefine((d, ctx) => {
    const holders = new Map<string, string>();
    for (const held of d.slugs) {
      if (held.slug !== held.slug.toLowerCase() || holders.has(held.slug))
        ctx.addIssue({ code: 'custom', path: ['slugs'], message: `slug "${held.slug}" held twice` });
      holders.set(held.slug, held.portfolioId);
    }
    for (const p of d.portfolios)
      if (p.slug !== null && holders.get(p.slug) !== p.id)
        ctx.addIssue({
          code: 'custom',
          path: ['portfolios'],
          message: `slug "${p.slug}" not held by ${p.id}`,
        });
  });

/** Migrates and validates the parsed content of db.json; throws DbFormatError saying what is wrong. */
export function parseDb(raw: unknown): DbData {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new DbFormatError('db.json does not hold an object.');
  }
  let data: RawDb = { ...raw };
  let version = data.schemaVersion === undefined ? 0 : data.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new DbFormatError(`db.json has an invalid schemaVersion (${String(version)}).`);
  }
  if (version > SCHEMA_VERSION) {
    throw new DbFormatError(
      `db.json was written by a newer Folio (schema ${version}; this one knows ${SCHEMA_VERSION}). Upgrade Folio.`,
    );
  }
  while (version < SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) throw new DbFormatError(`No migration from schema ${version}.`);
    data = step(data);
    version += 1;
  }
  const parsed = dbSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DbFormatError(
      `db.json is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'unknown'}`,
    );
  }
  return parsed.data;
}
