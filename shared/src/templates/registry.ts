import { TEMPLATES, type TemplateId, type TemplateInfo } from './catalog.js';
import { Cascade } from './cascade/Cascade.js';
import { Gallery } from './gallery/Gallery.js';
import { Infographic } from './infographic/Infographic.js';
import { Kyoto } from './kyoto/Kyoto.js';
import { Nova } from './nova/Nova.js';
import { Terminal } from './terminal/Terminal.js';
import type { TemplateComponent } from './types.js';

/** Self-hosted font families a template uses (its stylesheet names them; pages/build.mjs ships those). */
export const TEMPLATE_FONTS = ['inter', 'lora', 'jetbrains-mono'] as const;
export type TemplateFont = (typeof TEMPLATE_FONTS)[number];

export interface TemplateEntry {
  info: TemplateInfo;
  Component: TemplateComponent;
  fonts: readonly TemplateFont[];
  /** Colour of the browser UI (`theme-color`) on this template's pages. */
  themeColor: string;
  /** The template's accent, for pictures drawn outside its stylesheet (Open Graph images). */
  accent: string;
}

/**
 * Every template's component, exhaustive by id: adding a template to the catalogue fails the type
 * check until it is registered here. Stylesheets live beside each component as `{id}/{id}.css`
 * (plus common/common.css); behaviour lives in `enhancers.ts`, which carries no React.
 */
export const TEMPLATE_COMPONENTS: Record<TemplateId, TemplateEntry> = {
  cascade: {
    info: TEMPLATES.cascade,
    Component: Cascade,
    fonts: ['inter'],
    themeColor: '#1a5fb4',
    accent: '#4a8fe7',
  },
  nova: { info: TEMPLATES.nova, Component: Nova, fonts: ['inter'], themeColor: '#0b0d17', accent: '#8fa8ff' },
  kyoto: {
    info: TEMPLATES.kyoto,
    Component: Kyoto,
    fonts: ['lora', 'inter'],
    themeColor: '#f7f4ee',
    accent: '#c8795f',
  },
  terminal: {
    info: TEMPLATES.terminal,
    Component: Terminal,
    fonts: ['jetbrains-mono'],
    themeColor: '#0c1014',
    accent: '#5fe08f',
  },
  gallery: {
    info: TEMPLATES.gallery,
    Component: Gallery,
    fonts: ['inter'],
    themeColor: '#fafafa',
    accent: '#e0457f',
  },
  infographic: {
    info: TEMPLATES.infographic,
    Component: Infographic,
    fonts: ['inter'],
    themeColor: '#102a43',
    accent: '#ffd166',
  },
};
