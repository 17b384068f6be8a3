import type { Box, ExtractedDocument, LinkArea, PageSize, TextItem } from './types.js';

/** Validates an ExtractedDocument that crossed a thread boundary; null when it is not one. */
export function readExtractedDocument(input: unknown): ExtractedDocument | null {
  if (
    !isRecord(input) ||
    !Array.isArray(input.pages) ||
    !Array.isArray(input.items) ||
    !Array.isArray(input.links)
  ) {
    return null;
  }
  const pages: PageSize[] = [];
  for (const p of input.pages) {
    if (!isRecord(p) || !finite(p.width) || !finite(p.height)) return null;
    pages.push({ width: p.width, height: p.height });
  }
  const items: TextItem[] = [];
  for (const i of input.items) {
    if (
      !isRecord(i) ||
      typeof i.text !== 'string' ||
      typeof i.fontId !== 'string' ||
      typeof i.fontName !== 'string' ||
      !finite(i.x) ||
      !finite(i.y) ||
      !finite(i.w) ||
      !finite(i.h) ||
      !finite(i.baseline) ||
      !finite(i.fontSize) ||
      !finite(i.page) ||
      typeof i.bold !== 'boolean' ||
      typeof i.italic !== 'boolean' ||
      typeof i.icon !== 'boolean'
    ) {
      return null;
    }
    items.push({
      text: i.text,
      x: i.x,
      y: i.y,
      w: i.w,
      h: i.h,
      baseline: i.baseline,
      fontSize: i.fontSize,
      fontId: i.fontId,
      fontName: i.fontName,
      bold: i.bold,
      italic: i.italic,
      icon: i.icon,
      page: i.page,
    });
  }
  const links: LinkArea[] = [];
  for (const l of input.links) {
    if (!isRecord(l) || !finite(l.page) || typeof l.url !== 'string' || !isBox(l.box)) return null;
    links.push({ page: l.page, url: l.url, box: l.box });
  }
  return { pages, items, links };
}

function isBox(v: unknown): v is Box {
  return Array.isArray(v) && v.length === 4 && v.every(finite);
}
function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
