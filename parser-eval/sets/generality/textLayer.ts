import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { nodeDocumentOptions } from '../../../sync-server/src/parse/pdfjsNode.js';

/** What a PDF holds for a reader that is not our parser: its text, its link targets, its pages. */
export interface TextLayer {
  pages: number;
  /** All text items in content order, joined with spaces. */
  text: string;
  /** The URI of every link annotation, in page order. */
  links: string[];
}

/**
 * Reads a PDF with plain pdf.js (no parser code), so the corpus checks do not depend on the parser they
 * are meant to measure. Same safety options as the product: no eval, no fonts loaded, no scripting.
 */
export async function readTextLayer(bytes: Uint8Array): Promise<TextLayer> {
  // isEvalSupported is still read by pdf.js 5.5 but missing from its typings; a variable (not a literal)
  // passes it without an excess-property error.
  const params = {
    // CJK fonts need the CMaps to map their glyphs to text.
    ...nodeDocumentOptions(),
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  };
  const task = getDocument(params);
  const doc = await task.promise;
  try {
    const parts: string[] = [];
    const links: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) parts.push(item.str);
      for (const a of await page.getAnnotations())
        if (a.subtype === 'Link' && typeof a.url === 'string') links.push(a.url);
    }
    return { pages: doc.numPages, text: parts.join(' '), links };
  } finally {
    await task.destroy();
  }
}
