export { EnhancePanel, type EnhancePanelProps } from './EnhancePanel.js';
export type { ModelRewriter } from './modelRewrite.js';
