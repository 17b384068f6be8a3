// Bundles the server for production (`npm start`): src/index.ts → dist/index.js, and the admin CLI
// when it exists. npm packages stay external (installed beside it); @folio/shared is bundled from
// source, since it ships TypeScript that Node cannot run.
import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedRoot = path.resolve(here, '../shared/src');

/** Resolves `@folio/shared` and `@folio/shared/<path>` to the TypeScript sources and bundles them. */
const bundleShared = {
  name: 'bundle-folio-shared',
  setup(build) {
    build.onResolve({ filter: /^@folio\/shared(\/.*)?$/ }, (args) => {
      const sub = args.path.slice('@folio/shared'.length).replace(/^\//, '');
      const target = sub
        ? resolveSource(path.join(sharedRoot, sub.replace(/\.js$/, '')))
        : path.join(sharedRoot, 'index.ts');
      if (!target) return { errors: [{ text: `Cannot find ${args.path} in shared/src` }] };
      return { path: target };
    });
  },
};

function resolveSource(base) {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const entryPoints = [
  { in: path.join(here, 'src/index.ts'), out: 'index' },
  // The parser's worker thread: parsePdf.ts looks for it beside the bundle. Without it pdf.js would
  // run on the server's own thread, where a hostile PDF could stall every request.
  { in: path.join(here, 'src/parse/extractWorker.ts'), out: 'extractWorker' },
];
if (existsSync(path.join(here, 'src/cli/user.ts')))
  entryPoints.push({ in: path.join(here, 'src/cli/user.ts'), out: 'cli' });

await esbuild.build({
  entryPoints,
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleShared],
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
  // Bundled CommonJS dependencies may call require(); ESM output has none unless we provide it.
  banner: {
    js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);",
  },
});

// PostgreSQL's numbered migrations are read at run time from beside the bundle (migrate.ts).
cpSync(path.join(here, 'src/storage/postgres/migrations'), path.join(here, 'dist/migrations'), {
  recursive: true,
});

const pagesBuild = path.join(here, 'src/pages/build.mjs');
if (existsSync(pagesBuild)) {
  const pages = await import(pathToFileURL(pagesBuild).href);
  if (typeof pages.buildPageAssets === 'function') await pages.buildPageAssets(path.join(here, 'dist'));
}
