import type { IconName } from '../../components/Icon.js';

/** The landing page's feature cards. Every claim is something the product does today. */
export const FEATURE_CATEGORIES = ['AI Powered', 'Design', 'Analytics', 'Performance'] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];
export type FeatureFilter = 'all' | FeatureCategory;

export interface FeatureCard {
  title: string;
  description: string;
  category: FeatureCategory;
  icon: IconName;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: 'Read on your device',
    description:
      'Your PDF is parsed in your browser, so reading it needs no upload. You see every field before anything is published.',
    category: 'AI Powered',
    icon: 'search',
  },
  {
    title: 'Keyword and wording help',
    description:
      'Suggestions for a headline, highlights and the keywords applicant tracking systems look for, all taken from your own resume. Nothing is invented; you accept or edit each one.',
    category: 'AI Powered',
    icon: 'sparkles',
  },
  {
    title: 'Six templates',
    description:
      'Cascade, Nova, Kyoto, Terminal, The Gallery and The Infographic. Preview each with your own resume and switch any time.',
    category: 'Design',
    icon: 'palette',
  },
  {
    title: 'Looks right on every screen',
    description:
      'Every template adapts from a small phone to a wide desktop, so your portfolio reads well wherever it is opened.',
    category: 'Design',
    icon: 'phone',
  },
  {
    title: 'Visitor counts without cookies',
    description:
      'See views, downloads and shares for each portfolio. Visitors are counted on the server, without cookies or raw IP addresses.',
    category: 'Analytics',
    icon: 'chart',
  },
  {
    title: 'Share as a link or QR code',
    description:
      'Copy your link, download a QR code for a printed CV, or share to LinkedIn, X and email. Shares show up in your figures.',
    category: 'Analytics',
    icon: 'link',
  },
  {
    title: 'Messages in your dashboard',
    description:
      'Each portfolio has a contact form. Messages from visitors arrive in your dashboard inbox, not in a form that goes nowhere.',
    category: 'Analytics',
    icon: 'mail',
  },
  {
    title: 'Works offline',
    description:
      'Install Folio like an app. Drafts are saved in your browser and sync when you are back online, without losing an edit.',
    category: 'Performance',
    icon: 'offline',
  },
  {
    title: 'Fast, search-friendly pages',
    description:
      'Published pages are rendered on the server with a title, description, link previews and a sitemap, so they load quickly and can be found.',
    category: 'Performance',
    icon: 'bolt',
  },
];

/** The cards a filter tab shows. */
export function filterFeatures(filter: FeatureFilter): readonly FeatureCard[] {
  return filter === 'all' ? FEATURE_CARDS : FEATURE_CARDS.filter((card) => card.category === filter);
}
