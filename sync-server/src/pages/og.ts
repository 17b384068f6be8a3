import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { THUMBNAIL_SIZE } from '@folio/shared';
import type { TemplateView } from '@folio/shared/templates';
import { escapeXml, truncate } from './html.js';

const require = createRequire(import.meta.url);
/** TrueType files for resvg (it cannot read woff2); shipped by an npm package, no system fonts needed. */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/**
 * The dashboard card's picture: the same drawing at under half the bytes (about 15 KB, not 34). The
 * card is up to about 360 CSS pixels wide, so 640 stays sharp on a 2× screen where 400 would blur.
 */
export const OG_CARD_WIDTH = THUMBNAIL_SIZE.width;

/** Breaks text into at most `lines` lines of about `width` characters (resvg does not wrap text). */
function wrap(text: string, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
      if (out.length === lines) break;
    } else line = (line + ' ' + word).trim();
  }
  if (out.length < lines && line) out.push(line);
  if (out.length === lines && words.join(' ').length > out.join(' ').length) {
    out[lines - 1] = truncate(`${out[lines - 1] ?? ''} …`, width);
  }
  return out;
}

/** The Open Graph picture of a portfolio: name, title and headline on the template's colour. */
export function ogSvg(view: TemplateView, accent: string, host: string): string {
  const name = wrap(view.name || 'Portfolio', 22, 2);
  const title = wrap(view.title, 40, 1);
  const headline = wrap(view.headline || view.subheadline || view.summary.text, 52, 2);
  let y = 220 - (name.length - 1) * 40;
  const text: string[] = [];
  for (const line of name) {
    text.push(
      `<text x="80" y="${y}" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
    y += 96;
  }
  for (const line of title) {
    text.push(
      `<text x="80" y="${y}" font-size="40" font-weight="700" fill="#dbe7ff">${escapeXml(line)}</text>`,
    );
    y += 70;
  }
  for (const line of headline) {
    text.push(`<text x="80" y="${y}" font-size="32" fill="#e8eef8">${escapeXml(line)}</text>`);
    y += 46;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="100%" height="100%" fill="#0f1b2d"/>
<rect width="24" height="100%" fill="${escapeXml(accent)}"/>
<rect x="80" y="${OG_HEIGHT - 110}" width="64" height="6" rx="3" fill="${escapeXml(accent)}"/>
<g font-family="Inter">${text.join('')}</g>
<text x="80" y="${OG_HEIGHT - 60}" font-family="Inter" font-size="26" fill="#c9d6ea">${escapeXml(host)}</text>
</svg>`;
}

/** Renders the Open Graph picture to a PNG, 1200×630 unless a smaller `width` is asked for. */
export function renderOgPng(view: TemplateView, accent: string, host: string, width = OG_WIDTH): Buffer {
  const resvg = new Resvg(ogSvg(view, accent, host), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'width', value: width },
  });
  return resvg.render().asPng();
}
