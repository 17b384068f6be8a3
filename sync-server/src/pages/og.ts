import { Resvg } from '@resvg/resvg-js';
import { THUMBNAIL_SIZE } from '@folio/shared';
import type { TemplateView } from '@folio/shared/templates';
import { escapeXml } from './html.js';
import { lineSvg, shapeLine, wrapText, type TextStyle } from './ogText/layout.js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/**
 * The dashboard card's picture: the same drawing at under half the bytes (about 15 KB, not 34). The
 * card is up to about 360 CSS pixels wide, so 640 stays sharp on a 2× screen where 400 would blur.
 */
export const OG_CARD_WIDTH = THUMBNAIL_SIZE.width;

const MARGIN = 80;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;
const PHOTO_SIZE = 220;
const PHOTO_TOP = 110;

/**
 * The Open Graph picture of a portfolio: name, title and headline on the template's colour. Text is
 * drawn as outlines laid out here (ogText/), in fonts for every script the parser reads; a
 * right-to-left page gets a mirrored card.
 */
export function ogSvg(view: TemplateView, accent: string, host: string, withPhoto = false): string {
  const rtl = view.dir === 'rtl';
  // The photo only when the owner chose it for previews too (view.photo is set when it is shown).
  const photo = withPhoto ? view.photo : null;
  const textWidth = photo ? TEXT_WIDTH - PHOTO_SIZE - 40 : TEXT_WIDTH;
  const style = (size: number, weight: 400 | 700): TextStyle => ({
    size,
    weight,
    lang: view.lang,
    dir: view.dir,
  });
  const x = rtl ? OG_WIDTH - MARGIN : MARGIN;
  const nameStyle = style(84, 700);
  const titleStyle = style(40, 700);
  const headlineStyle = style(32, 400);
  const name = wrapText(view.name || 'Portfolio', textWidth, 2, nameStyle);
  const title = wrapText(view.title, textWidth, 1, titleStyle);
  const headline = wrapText(
    view.headline || view.subheadline || view.summary.text,
    textWidth,
    2,
    headlineStyle,
  );
  let y = 220 - (name.length - 1) * 40;
  const text: string[] = [];
  for (const line of name) {
    text.push(lineSvg(line, x, y, nameStyle, '#ffffff'));
    y += 96;
  }
  for (const line of title) {
    text.push(lineSvg(line, x, y, titleStyle, '#dbe7ff'));
    y += 70;
  }
  for (const line of headline) {
    text.push(lineSvg(line, x, y, headlineStyle, '#e8eef8'));
    y += 46;
  }
  const hostStyle = style(26, 400);
  text.push(lineSvg(shapeLine(host, hostStyle), x, OG_HEIGHT - 60, hostStyle, '#c9d6ea'));
  if (photo) {
    const left = rtl ? MARGIN : OG_WIDTH - MARGIN - PHOTO_SIZE;
    const r = PHOTO_SIZE / 2;
    text.push(
      `<clipPath id="photo"><circle cx="${left + r}" cy="${PHOTO_TOP + r}" r="${r}"/></clipPath>` +
        `<image href="${escapeXml(photo.src)}" x="${left}" y="${PHOTO_TOP}" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" preserveAspectRatio="xMidYMid slice" clip-path="url(#photo)"/>`,
    );
  }
  const bar = rtl ? OG_WIDTH - 24 : 0;
  const rule = rtl ? OG_WIDTH - MARGIN - 64 : MARGIN;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="100%" height="100%" fill="#0f1b2d"/>
<rect x="${bar}" width="24" height="100%" fill="${escapeXml(accent)}"/>
<rect x="${rule}" y="${OG_HEIGHT - 110}" width="64" height="6" rx="3" fill="${escapeXml(accent)}"/>
${text.join('\n')}
</svg>`;
}

/**
 * Renders the Open Graph picture to a PNG, 1200×630 unless a smaller `width` is asked for; the
 * owner's photo is in it only `withPhoto` (PortfolioSettings.photoInPreview).
 */
export function renderOgPng(
  view: TemplateView,
  accent: string,
  host: string,
  width = OG_WIDTH,
  withPhoto = false,
): Buffer {
  const resvg = new Resvg(ogSvg(view, accent, host, withPhoto), {
    // The text is outlines already: resvg needs no fonts.
    font: { loadSystemFonts: false },
    fitTo: { mode: 'width', value: width },
  });
  return resvg.render().asPng();
}
