import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import folio from './noImportCycle.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway project: `files` maps paths (under the folder) to their text. */
function project(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-cycle-'));
  dirs.push(dir);
  write(dir, files);
  return dir;
}

function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

/** Lints the project's files with the rule alone; returns "file:line message" per problem. */
async function lint(dir, roots = ['app']) {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { folio },
        rules: { 'folio/no-import-cycle': ['error', { roots }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return results
    .flatMap((r) => r.messages.map((m) => `${path.relative(dir, r.filePath)}:${m.line} ${m.message}`))
    .sort();
}

describe('folio/no-import-cycle', () => {
  it('finds no problem where every dependency has one direction', async () => {
    const dir = project({
      'app/low.ts': 'export const low = 1;\n',
      'app/mid.ts': "import { low } from './low.js';\nexport const mid = low + 1;\n",
      'app/top.ts':
        "import { mid } from './mid.js';\nimport { low } from './low.js';\nexport const top = mid + low;\n",
    });
    expect(await lint(dir)).toEqual([]);
  });

  it('reports each import on a circle, with the chain that closes it', async () => {
    const dir = project({
      'app/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'app/b.ts': "import { c } from './c.js';\nexport const b = () => c;\n",
      'app/c.ts': "import { a } from './a.js';\nexport const c = () => a;\n",
      'app/d.ts': "import { a } from './a.js';\nexport const d = a;\n",
    });
    const problems = await lint(dir);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      'app/a.ts:1 Import cycle: app/a.ts → app/b.ts → app/c.ts → app/a.ts. Give the dependency one direction (a lower module, a small interface or an event).',
    );
    expect(problems.some((p) => p.startsWith('app/d.ts'))).toBe(false);
  });

  it('counts type-only imports, re-exports and dynamic imports', async () => {
    const dir = project({
      'app/types.ts':
        "import type { Server } from './server.js';\nexport type Address = Pick<Server, 'url'>;\n",
      'app/server.ts':
        "export type { Address } from './types.js';\nexport interface Server { url: string }\n",
      'app/page.ts': "import { hook } from './hook.js';\nexport const page = hook;\n",
      'app/hook.ts': "export const hook = 1;\nexport const load = () => import('./page.js');\n",
    });
    expect(await lint(dir)).toEqual([
      expect.stringMatching(/^app\/hook\.ts:2 Import cycle: app\/hook\.ts → app\/page\.ts → app\/hook\.ts\./),
      expect.stringMatching(/^app\/page\.ts:1 Import cycle/),
      expect.stringMatching(/^app\/server\.ts:1 Import cycle/),
      expect.stringMatching(/^app\/types\.ts:1 Import cycle/),
    ]);
  });

  it('follows only the modules under its roots', async () => {
    const dir = project({
      'app/a.ts': "import { b } from '../other/b.js';\nexport const a = b;\n",
      'other/b.ts': "import { a } from '../app/a.js';\nexport const b = 1;\nexport const c = () => a;\n",
    });
    expect(await lint(dir)).toEqual([]);
    expect(await lint(dir, ['app', 'other'])).toHaveLength(2);
  });

  it('sees a circle broken once a file on it is saved again', async () => {
    const dir = project({
      'app/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'app/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    expect(await lint(dir)).toHaveLength(2);
    write(dir, { 'app/b.ts': 'export const b = 2;\n' });
    // A different modification time even on a coarse clock, and past the rule's one-second check.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'app/b.ts'), later, later);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await lint(dir)).toEqual([]);
  });
});
