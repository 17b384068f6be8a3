export * from './catalog.js';
export * from './types.js';
export { toTemplateView, collapseSummary, pageLanguageOf } from './normalize.js';
export { formatPeriod, formatResumeDate, yearsCovered } from './period.js';
export { TEMPLATE_COMPONENTS, TEMPLATE_FONTS, type TemplateEntry, type TemplateFont } from './registry.js';
export { TEMPLATE_ENHANCERS } from './enhancers.js';
export type { Enhancer, EnhanceContext } from './common/enhance.js';
export { TemplateStatus, type TemplateStatusProps } from './common/TemplateStatus.js';
export { buildSampleResume, buildCompleteResume, COMPLETE_RESUME_MARKERS } from './sampleResume.js';
export {
  TERMINAL_COMMANDS,
  TERMINAL_HELP,
  TERMINAL_EXIT,
  terminalCommandList,
  terminalUnknown,
} from './terminal/commands.js';
export { EXTRA_SECTIONS, type ExtraSection } from './common/sectionIds.js';
export { KYOTO_SECTIONS } from './kyoto/Kyoto.js';
export { GALLERY_MAX_TAGS } from './gallery/Gallery.js';
export { pageLanguage, type PageLanguage } from './script.js';
export { buildScriptResume, SCRIPT_SAMPLES, type ScriptSample } from './sampleScripts.js';
