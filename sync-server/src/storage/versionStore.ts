import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  defaultPortfolioSettings,
  describeChanges,
  portfolioSettingsSchema,
  restoreResume,
  TEMPLATE_IDS,
  VERSIONS_KEPT,
} from '@folio/shared';
import { writeFileAtomic } from './atomicFile.js';
import { newId, nowIso } from './ids.js';
import { isCode } from './locks.js';
import type { PortfolioRecord, Storage, VersionRecord } from './types.js';

/**
 * A history file is read, checked and rewritten whole on every publish, on the server's one thread:
 * 60 versions of a resume as large as a request may carry (half a megabyte) would be 30 MB per
 * portfolio and most of a second per publish for everyone. Real resumes are a few kilobytes, so this
 * bound only ever shortens the history of a huge one (the newest version is always kept).
 */
export const MAX_HISTORY_CHARS = 4 * 1024 * 1024;

/** Portfolio ids are ours, but a path is built from them, so anything else is refused outright. */
const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

const versionSchema = z.looseObject({
  id: z.string().min(1),
  portfolioId: z.string().min(1),
  revision: z.number().int().min(1),
  createdAt: z.string().min(1),
  changes: z.array(z.string()),
  content: z.looseObject({
    title: z.string(),
    templateId: z.enum(TEMPLATE_IDS),
    theme: z.string(),
    resume: z.unknown().transform((value) => restoreResume(value)),
    settings: portfolioSettingsSchema.partial().transform((s) => ({ ...defaultPortfolioSettings(), ...s })),
  }),
});
const fileSchema = z.object({ versions: z.array(versionSchema) });

/**
 * Published versions in the embedded store: one JSON file per portfolio under DATA_DIR/versions, so
 * that keeping dozens of full snapshots never grows db.json (rewritten whole on every write) and a
 * portfolio's history is read and written on its own. Writes to one portfolio's file are queued in
 * order; each is atomic (temp file + rename).
 */
export function versionStore(dir: string): Storage['versions'] {
  const queues = new Map<string, Promise<unknown>>();
  const file = (pid: string) => path.join(dir, `${pid}.json`);
  let ready: Promise<unknown> | null = null;

  async function load(pid: string): Promise<VersionRecord[]> {
    if (!SAFE_ID.test(pid)) return [];
    try {
      return fileSchema.parse(JSON.parse(await readFile(file(pid), 'utf8'))).versions;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  }

  /** Runs `fn` after every earlier change to the same portfolio's history. */
  function serial<T>(pid: string, fn: () => Promise<T>): Promise<T> {
    const run = (queues.get(pid) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    queues.set(pid, tail);
    void tail.then(() => {
      if (queues.get(pid) === tail) queues.delete(pid);
    });
    return run;
  }

  return {
    record(portfolio: PortfolioRecord) {
      if (!SAFE_ID.test(portfolio.id)) throw new Error('Unsafe portfolio id');
      return serial(portfolio.id, async () => {
        ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
        await ready;
        const versions = await load(portfolio.id);
        const content = structuredClone({
          title: portfolio.title,
          templateId: portfolio.templateId,
          theme: portfolio.theme,
          resume: portfolio.resume,
          settings: portfolio.settings,
        });
        const latest = versions[0];
        // A retried write or a revision already kept is not a new version.
        if (latest && latest.revision >= portfolio.revision) return structuredClone(latest);
        const version: VersionRecord = {
          id: newId(),
          portfolioId: portfolio.id,
          revision: portfolio.revision,
          createdAt: nowIso(),
          changes: describeChanges(latest?.content ?? null, content),
          content,
        };
        const kept: string[] = [];
        let size = 0;
        for (const v of [version, ...versions].slice(0, VERSIONS_KEPT)) {
          const text = JSON.stringify(v);
          if (kept.length && size + text.length > MAX_HISTORY_CHARS) break;
          kept.push(text);
          size += text.length;
        }
        await writeFileAtomic(file(portfolio.id), `{"versions":[${kept.join(',')}]}`);
        return structuredClone(version);
      });
    },
    list: (pid) => serial(pid, () => load(pid)),
    get: (pid, vid) => serial(pid, async () => (await load(pid)).find((v) => v.id === vid) ?? null),
    removeAll: (pid) =>
      serial(pid, async () => {
        if (SAFE_ID.test(pid)) await rm(file(pid), { force: true });
      }),
  };
}
