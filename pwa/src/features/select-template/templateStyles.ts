import { themePageCss, type TemplateId } from '@folio/shared';
import commonCss from '@folio/shared/templates/common/common.css?inline';
import printCss from '@folio/shared/templates/common/print.css?inline';
import themedCss from '@folio/shared/templates/common/themed.css?inline';
import cascadeCss from '@folio/shared/templates/cascade/cascade.css?inline';
import galleryCss from '@folio/shared/templates/gallery/gallery.css?inline';
import infographicCss from '@folio/shared/templates/infographic/infographic.css?inline';
import kyotoCss from '@folio/shared/templates/kyoto/kyoto.css?inline';
import novaCss from '@folio/shared/templates/nova/nova.css?inline';
import terminalCss from '@folio/shared/templates/terminal/terminal.css?inline';

/**
 * The templates' own stylesheets as text, bundled with this route so previews work offline. They go
 * into each preview's iframe, never into the app's document: they style html and body.
 */
export const TEMPLATE_CSS: Record<TemplateId, string> = {
  cascade: cascadeCss,
  nova: novaCss,
  kyoto: kyotoCss,
  terminal: terminalCss,
  gallery: galleryCss,
  infographic: infographicCss,
};

export const COMMON_TEMPLATE_CSS = commonCss;

/**
 * The owner's theme on a template (how templates use it, then every theme's colours and fonts), and
 * the print rules, which come last as on published pages.
 */
export const THEMED_TEMPLATE_CSS = `${themedCss}\n${themePageCss()}\n${printCss}`;
