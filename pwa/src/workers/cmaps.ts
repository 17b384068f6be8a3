/*
 * CJK text in PDFs needs Adobe's CMaps. pdf.js would fetch them from `cMapUrl`; here each one is a
 * build asset of its own (Vite turns the glob into hashed URLs, loaded only when a PDF asks for one),
 * served by our origin, so nothing is fetched from anywhere else. Only the URL strings are in the
 * worker bundle (eager glob); the files themselves are not precached, so CJK text needs a connection
 * the first time.
 */
const CMAP_URLS: Record<string, string> = import.meta.glob('../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** pdfjs-dist 6.x `BinaryDataFactory`: answers CMap requests from our own assets, refuses the rest. */
export class LocalBinaryDataFactory {
  constructor(_options: unknown) {}

  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    if (kind !== 'cMapUrl') throw new Error(`${kind} data is not bundled`);
    const url = CMAP_URLS[`../../../node_modules/pdfjs-dist/cmaps/${filename}`];
    if (!url) throw new Error(`Unknown CMap ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`CMap ${filename}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
