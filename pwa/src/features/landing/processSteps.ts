import { MAX_UPLOAD_LABEL } from '@folio/shared';
import type { IconName } from '../../components/Icon.js';

/** How it works, in four honest steps (no promised timings: they depend on the resume and device). */
export interface ProcessStep {
  title: string;
  description: string;
  icon: IconName;
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: 'Upload Your Resume',
    description: `Drop in your PDF resume (up to ${MAX_UPLOAD_LABEL}). It is read in your browser: name, title, experience, projects, skills and links are picked out for you.`,
    icon: 'upload',
  },
  {
    title: 'Review and Improve',
    description:
      'Check every field and fix anything the parser missed. Optional suggestions help with a headline, highlights and keywords, using only what your resume says.',
    icon: 'sparkles',
  },
  {
    title: 'Choose Your Template',
    description:
      'Preview your own resume in each of the six templates on desktop, tablet and phone widths, then pick one.',
    icon: 'palette',
  },
  {
    title: 'Publish & Share',
    description:
      'Publish to get your link. Share it or its QR code, see visits in your dashboard, and update or unpublish whenever you like.',
    icon: 'rocket',
  },
];
