// Runs after `npm install` / `npm ci` (the root postinstall). One performance fix to our pinned pdf.js
// (both of its builds), applied in place like patch-package would, without a dependency:
//
// pdf.js' TextState.clone() (run on every `q` operator while reading text) builds each copy with
// Object.create(this), so every saved state becomes the prototype of the next. V8 turns each of them
// into a prototype map, and every text-state read after that is megamorphic; it costs 15–20% of a
// parse. All of TextState's fields are own class fields, so copying them onto a plain TextState gives
// the same object without the chain.
//
// The patch is tied to the exact text; a pdf.js version without it is left alone with a warning, and
// sync-server/src/parse/pdfjsNode.test.ts fails so nobody loses the speed unknowingly.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const ORIGINAL = 'const clone = Object.assign(Object.create(this), this);';
export const PATCHED = 'const clone = Object.assign(Object.create(TextState.prototype), this);';

/** The pdf.js worker files of our one pdfjs-dist: Node's legacy build and the browser's build. */
export const TARGETS = [
  ['sync-server', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  ['pwa', 'pdfjs-dist/build/pdf.worker.mjs'],
];

/** Patches `source` (a pdf.worker.mjs); returns the new text, or null when the shape is unknown. */
export function patchTextStateClone(source) {
  const start = source.indexOf('\nclass TextState {');
  if (start < 0) return null;
  const end = source.indexOf('\nclass ', start + 1);
  const body = source.slice(start, end < 0 ? undefined : end);
  if (body.includes(PATCHED)) return source;
  if (body.split(ORIGINAL).length !== 2) return null;
  return source.slice(0, start) + body.replace(ORIGINAL, PATCHED) + source.slice(start + body.length);
}

function main() {
  for (const [workspace, specifier] of TARGETS) {
    let file;
    try {
      file = createRequire(new URL(`../${workspace}/package.json`, import.meta.url)).resolve(specifier);
    } catch {
      continue; // not installed (a partial install); nothing to patch
    }
    const source = readFileSync(file, 'utf8');
    const patched = patchTextStateClone(source);
    if (patched === null) console.warn(`patch-pdfjs: ${specifier} has changed shape; left unpatched.`);
    else if (patched !== source) writeFileSync(file, patched);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
