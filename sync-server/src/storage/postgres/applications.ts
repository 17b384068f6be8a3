import type { Sql } from 'postgres';
import type { ApplicationStatus } from '@folio/shared';
import { newId, nowIso } from '../ids.js';
import {
  APPLICATION_TOMBSTONES_KEPT,
  type ApplicationRecord,
  type CreateApplicationResult,
  type Storage,
  type UpdateApplicationResult,
} from '../types.js';

export interface ApplicationRow {
  id: string;
  owner_id: string;
  client_id: string | null;
  link_id: string | null;
  portfolio_id: string | null;
  company: string;
  role: string;
  posting: string;
  status: ApplicationStatus;
  applied_on: string | null;
  next_step: string;
  next_step_on: string | null;
  notes: string;
  tracking: boolean;
  revision: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** Dates as YYYY-MM-DD text: a date column read as a JS Date would shift with the time zone. */
export const applicationColumns = (
  sql: Sql,
) => sql`id, owner_id, client_id, link_id, portfolio_id, company, role, posting, status,
  to_char(applied_on, 'YYYY-MM-DD') AS applied_on, next_step, to_char(next_step_on, 'YYYY-MM-DD') AS next_step_on,
  notes, tracking, revision, created_at, updated_at, deleted_at`;

export const toApplication = (r: ApplicationRow): ApplicationRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  clientId: r.client_id,
  linkId: r.link_id,
  portfolioId: r.portfolio_id,
  company: r.company,
  role: r.role,
  posting: r.posting,
  status: r.status,
  appliedOn: r.applied_on,
  nextStep: r.next_step,
  nextStepOn: r.next_step_on,
  notes: r.notes,
  tracking: r.tracking,
  revision: r.revision,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  deletedAt: r.deleted_at ? r.deleted_at.toISOString() : null,
});

/** Applications in PostgreSQL; the owner's row lock orders their creations (limit, clientId). */
export function applicationsRepo(sql: Sql): Storage['applications'] {
  const cols = applicationColumns(sql);
  const one = async (rows: Promise<ApplicationRow[]>) => {
    const [row] = await rows;
    return row ? toApplication(row) : null;
  };
  return {
    create: (input, limit) =>
      sql.begin(async (tx): Promise<CreateApplicationResult> => {
        const owner = await tx`SELECT 1 FROM users WHERE id = ${input.ownerId} FOR UPDATE`;
        if (owner.length === 0) throw new Error(`No user with id ${input.ownerId}`);
        if (input.clientId !== null) {
          const [retry] = await tx<ApplicationRow[]>`
            SELECT ${cols} FROM applications WHERE owner_id = ${input.ownerId} AND client_id = ${input.clientId}`;
          if (retry?.deleted_at) return { ok: false, reason: 'deleted' };
          if (retry) return { ok: true, application: toApplication(retry), created: false };
        }
        const [count] = await tx<{ n: number }[]>`
          SELECT count(*)::int AS n FROM applications WHERE owner_id = ${input.ownerId} AND deleted_at IS NULL`;
        if ((count?.n ?? 0) >= limit) return { ok: false, reason: 'limit_reached', limit };
        const now = nowIso();
        const [row] = await tx<ApplicationRow[]>`
          INSERT INTO applications (id, owner_id, client_id, portfolio_id, company, role, posting, status, applied_on,
                                    next_step, next_step_on, notes, tracking, revision, created_at, updated_at)
          VALUES (${newId()}, ${input.ownerId}, ${input.clientId}, ${input.portfolioId}, ${input.company}, ${input.role},
                  ${input.posting}, ${input.status}, ${input.appliedOn}, ${input.nextStep}, ${input.nextStepOn},
                  ${input.notes}, ${input.tracking}, 1, ${now}, ${now})
          RETURNING ${cols}`;
        if (!row) throw new Error('insert returned no application');
        return { ok: true, application: toApplication(row), created: true };
      }),

    get: (id, ownerId) =>
      one(sql<ApplicationRow[]>`
        SELECT ${cols} FROM applications WHERE id = ${id} AND owner_id = ${ownerId} AND deleted_at IS NULL`),

    async listByOwner(ownerId) {
      const rows = await sql<ApplicationRow[]>`
        SELECT ${cols} FROM applications WHERE owner_id = ${ownerId} AND deleted_at IS NULL
        ORDER BY updated_at DESC, id`;
      return rows.map(toApplication);
    },

    getByLink: (linkId) =>
      one(sql<ApplicationRow[]>`
        SELECT ${cols} FROM applications WHERE link_id = ${linkId} AND deleted_at IS NULL`),

    async update(id, ownerId, baseRevision, patch): Promise<UpdateApplicationResult> {
      const get = () =>
        one(sql<ApplicationRow[]>`
          SELECT ${cols} FROM applications WHERE id = ${id} AND owner_id = ${ownerId} AND deleted_at IS NULL`);
      const current = await get();
      if (!current) return { ok: false, reason: 'not_found' };
      if (current.revision !== baseRevision) return { ok: false, reason: 'conflict', current };
      const next = { ...current, ...patch };
      // The revision condition makes the write conditional: a writer that got in between wins.
      const [row] = await sql<ApplicationRow[]>`
        UPDATE applications SET company = ${next.company}, role = ${next.role}, posting = ${next.posting},
          status = ${next.status}, applied_on = ${next.appliedOn}, next_step = ${next.nextStep},
          next_step_on = ${next.nextStepOn}, notes = ${next.notes}, portfolio_id = ${next.portfolioId},
          tracking = ${next.tracking}, revision = revision + 1, updated_at = ${nowIso()}
        WHERE id = ${id} AND owner_id = ${ownerId} AND deleted_at IS NULL AND revision = ${baseRevision}
        RETURNING ${cols}`;
      if (row) return { ok: true, application: toApplication(row) };
      const now = await get();
      return now ? { ok: false, reason: 'conflict', current: now } : { ok: false, reason: 'not_found' };
    },

    setLink: (id, ownerId, linkId) =>
      one(sql<ApplicationRow[]>`
        UPDATE applications SET link_id = ${linkId}
        WHERE id = ${id} AND owner_id = ${ownerId} AND deleted_at IS NULL RETURNING ${cols}`),

    delete: (id, ownerId) =>
      sql.begin(async (tx) => {
        const [before] = await tx<ApplicationRow[]>`
          SELECT ${cols} FROM applications WHERE id = ${id} AND owner_id = ${ownerId} AND deleted_at IS NULL FOR UPDATE`;
        if (!before) return null;
        await tx`
          UPDATE applications SET company = '', role = '', posting = '', status = 'saved', applied_on = NULL,
            next_step = '', next_step_on = NULL, notes = '', portfolio_id = NULL, link_id = NULL,
            deleted_at = ${nowIso()}
          WHERE id = ${id}`;
        await tx`
          DELETE FROM applications WHERE id IN (
            SELECT id FROM applications WHERE owner_id = ${ownerId} AND deleted_at IS NOT NULL
            ORDER BY deleted_at DESC, id OFFSET ${APPLICATION_TOMBSTONES_KEPT})`;
        return toApplication(before);
      }),
  };
}
