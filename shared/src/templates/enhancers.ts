import type { TemplateId } from './catalog.js';
import { enhanceCascade } from './cascade/enhance.js';
import type { Enhancer } from './common/enhance.js';
import { enhanceGallery } from './gallery/enhance.js';
import { enhanceInfographic } from './infographic/enhance.js';
import { enhanceKyoto } from './kyoto/enhance.js';
import { enhanceNova } from './nova/enhance.js';
import { enhanceTerminal } from './terminal/enhance.js';

/**
 * Each template's browser behaviour, exhaustive by id. No React here: published pages load only the
 * one enhancer they need (sync-server/src/pages/client), and previews call it on their rendered DOM.
 */
export const TEMPLATE_ENHANCERS: Record<TemplateId, Enhancer> = {
  cascade: enhanceCascade,
  nova: enhanceNova,
  kyoto: enhanceKyoto,
  terminal: enhanceTerminal,
  gallery: enhanceGallery,
  infographic: enhanceInfographic,
};
