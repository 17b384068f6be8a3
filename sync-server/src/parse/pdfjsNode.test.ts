import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadPdfjs } from './pdfjsNode.js';

function isNative(fn: unknown): boolean {
  return typeof fn === 'function' && Function.prototype.toString.call(fn).includes('[native code]');
}

describe('pdf.js in Node', () => {
  it('leaves the built-ins Node has native after loading (core-js would replace them with slow copies)', async () => {
    const pdfjs = await loadPdfjs();
    expect(typeof pdfjs.getDocument).toBe('function');
    expect(isNative(Function.prototype.toString)).toBe(true);
    expect(isNative(Array.prototype.push)).toBe(true);
    expect(isNative(JSON.parse)).toBe(true);
    expect(isNative(JSON.stringify)).toBe(true);
    // What Node 20 lacks and pdf.js needs is still there.
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
    expect(typeof (new Set() as { union?: unknown }).union).toBe('function');
  });

  it('runs the install-time TextState.clone fix (scripts/patch-pdfjs.mjs)', () => {
    const file = createRequire(import.meta.url).resolve('pdfjs-node/legacy/build/pdf.worker.mjs');
    const source = readFileSync(file, 'utf8');
    const textState = source.slice(source.indexOf('\nclass TextState {'));
    expect(textState.slice(0, textState.indexOf('\nclass ', 1))).toContain(
      'Object.assign(Object.create(TextState.prototype), this)',
    );
  });
});
