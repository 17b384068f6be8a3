// Initial JavaScript per route of the built PWA, gzipped: the entry (index.html's script and its
// static imports) plus the route's lazy chunk and its static imports, from Vite's build manifest.
// Fails when the landing page exceeds its budget or pulls in code it must not (pdf.js, templates,
// Dexie, oidc-client-ts). Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'pwa/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const LANDING_BUDGET_KB = 170;

const ROUTES = [
  ['/', 'pwa/src/features/landing/LandingPage.tsx'],
  ['/login', 'pwa/src/features/login/LoginPage.tsx'],
  ['/auth/callback', 'pwa/src/features/callback/CallbackPage.tsx'],
  ['/dashboard', 'pwa/src/features/dashboard/DashboardPage.tsx'],
  ['/pricing', 'pwa/src/features/pricing/PricingPage.tsx'],
  ['/upload', 'pwa/src/features/upload/UploadPage.tsx'],
  ['/edit', 'pwa/src/features/editor/EditorPage.tsx'],
  ['/select-template', 'pwa/src/features/select-template/SelectTemplatePage.tsx'],
  ['/portfolio-link', 'pwa/src/features/share/PortfolioLinkPage.tsx'],
];

/**
 * What must never load with the landing page, recognised by text only that library contains (chunk
 * names alone would miss a module inlined into another chunk).
 */
const FORBIDDEN_ON_LANDING = [
  { name: 'pdf.js', test: (code) => code.includes('GlobalWorkerOptions') || code.includes('pdfjs-dist') },
  { name: 'template code', test: (code) => code.includes('Available commands:') },
  { name: 'Dexie', test: (code) => code.includes('Dexie') },
  { name: 'oidc-client-ts', test: (code) => code.includes('signinRedirectCallback') },
];

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${path.relative(root, manifestPath)}. Run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('The manifest has no index.html entry.');
  process.exit(1);
}

/** Chunk files a manifest key needs before it can run: itself and its static imports, recursively. */
function staticClosure(key, seen = new Map()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const entryFiles = staticClosure(entryKey);
const rows = [];
let failed = false;

for (const [route, source] of ROUTES) {
  if (!manifest[source]) {
    rows.push({ route, files: 0, gzip: null });
    continue;
  }
  const files = staticClosure(source, new Map(entryFiles));
  const js = [...files.keys()].filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gzipBytes(f), 0);
  rows.push({ route, files: js.length, gzip: total, js });
}

console.log('route               chunks   initial JS (gzip)');
for (const row of rows) {
  const size = row.gzip === null ? 'not built' : `${kb(row.gzip)} KB`;
  console.log(`${row.route.padEnd(20)}${String(row.files).padStart(6)}   ${size}`);
}

const landing = rows[0];
if (landing.gzip === null) {
  console.error('The landing page is missing from the build.');
  process.exit(1);
}
if (landing.gzip > LANDING_BUDGET_KB * 1024) {
  console.error(
    `\nLanding initial JS is ${kb(landing.gzip)} KB gzip, over the ${LANDING_BUDGET_KB} KB budget.`,
  );
  failed = true;
}
for (const rule of FORBIDDEN_ON_LANDING) {
  const hit = landing.js.find((file) => rule.test(readFileSync(path.join(dist, file), 'utf8')));
  if (hit) {
    console.error(`\nThe landing page loads ${rule.name} (in ${hit}).`);
    failed = true;
  }
}
console.log(
  `\nLanding page: ${kb(landing.gzip)} KB of ${LANDING_BUDGET_KB} KB; no pdf.js, template code, Dexie or oidc-client-ts: ${failed ? 'NO' : 'yes'}`,
);
process.exit(failed ? 1 : 0);
