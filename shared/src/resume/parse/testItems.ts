import { splitEntries } from './entries/entries.js';
import { buildSegments, linesFromSegments } from './lines/lines.js';
import type { ExtractedDocument, TextItem } from './types.js';

/** Builds text items for tests: `item('Jane Doe', 72, 60, { size: 20 })`; y is the baseline from the top. */
export function item(
  text: string,
  x: number,
  y: number,
  opts: { size?: number; page?: number; bold?: boolean; icon?: boolean; width?: number } = {},
): TextItem {
  const size = opts.size ?? 10;
  return {
    text,
    x,
    y: y - size * 0.8,
    w: opts.width ?? text.length * size * 0.5,
    h: size,
    baseline: y,
    fontSize: size,
    fontId: opts.bold ? 'bold' : 'regular',
    fontName: '',
    bold: opts.bold ?? false,
    italic: false,
    icon: opts.icon ?? false,
    page: opts.page ?? 1,
  };
}

/** A one-page document from items (and optional link areas). */
export function doc(items: TextItem[], links: ExtractedDocument['links'] = []): ExtractedDocument {
  const pages = Math.max(1, ...items.map((i) => i.page));
  return { pages: Array.from({ length: pages }, () => ({ width: 612, height: 792 })), items, links };
}

/** A section's items split into entries, as tests compare them: head texts, detail count, dates. */
export function entryShapes(items: TextItem[]) {
  return splitEntries(linesFromSegments(buildSegments(items), 0)).map((e) => ({
    head: e.head.map((l) => l.line.text),
    details: e.details.length,
    start: e.dates?.start ?? null,
    end: e.dates?.end ?? null,
  }));
}
