/**
 * The six portfolio templates (SPEC.md section 3, "Template catalogue"). Data only, so the server and
 * the landing page can list templates without loading any template code. The React components live
 * beside this file and are registered exhaustively by `TemplateId`.
 */
export const TEMPLATE_IDS = ['cascade', 'nova', 'kyoto', 'terminal', 'gallery', 'infographic'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const TEMPLATE_CATEGORIES = ['Professional', 'Modern', 'Minimalist', 'Technical', 'Creative'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface TemplateInfo {
  id: TemplateId;
  /** The name used in URLs (`/portfolio/The Gallery/{pid}`) and shown to people. */
  name: string;
  description: string;
  category: TemplateCategory;
  features: readonly string[];
}

export const TEMPLATES: Record<TemplateId, TemplateInfo> = {
  cascade: {
    id: 'cascade',
    name: 'Cascade',
    description: 'A clean single page: full-width hero, two-column sections and a contact form.',
    category: 'Professional',
    features: ['Full-width hero', 'Two-column grid', 'Contact form', 'Light blue and grey'],
  },
  nova: {
    id: 'nova',
    name: 'Nova',
    description: 'Full-screen panels that snap into place, on a dark background with a vibrant accent.',
    category: 'Modern',
    features: ['Full-screen panels', 'Snap scrolling', 'Dark theme', 'Vibrant accent'],
  },
  kyoto: {
    id: 'kyoto',
    name: 'Kyoto',
    description: 'Quiet and typographic: a fixed side navigation, serif type and gentle fades.',
    category: 'Minimalist',
    features: ['Fixed sidebar', 'Serif fonts', 'Subtle fade-in'],
  },
  terminal: {
    id: 'terminal',
    name: 'Terminal',
    description: 'A command line visitors can type into: help, skills, projects, experience, contact.',
    category: 'Technical',
    features: ['Command-line look', 'Monospace', 'Blinking cursor'],
  },
  gallery: {
    id: 'gallery',
    name: 'The Gallery',
    description: 'Projects first: an image-led grid with a detail view for each project.',
    category: 'Creative',
    features: ['Image-first', 'Project grid', 'Project details'],
  },
  infographic: {
    id: 'infographic',
    name: 'The Infographic',
    description: 'Your career as figures: counters, skill bars and a timeline, all from your resume.',
    category: 'Creative',
    features: ['Timeline', 'Charts', 'Animated counters'],
  },
};

export const TEMPLATE_LIST: readonly TemplateInfo[] = TEMPLATE_IDS.map((id) => TEMPLATES[id]);

/** Finds a template by its URL name ("The Gallery") or id ("gallery"), case-insensitively. */
export function findTemplate(nameOrId: string): TemplateInfo | undefined {
  const key = nameOrId.trim().toLowerCase();
  return TEMPLATE_LIST.find((t) => t.id === key || t.name.toLowerCase() === key);
}

/** The portfolio's path below /portfolio/: `{TemplateName}/{pid}`, the name URL-encoded. */
export function portfolioUrlPath(template: TemplateId, pid: string): string {
  return `${encodeURIComponent(TEMPLATES[template].name)}/${encodeURIComponent(pid)}`;
}
