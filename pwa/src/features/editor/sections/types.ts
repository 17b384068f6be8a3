import type { ResumeData } from '@folio/shared';
import type { ListChange } from '../editorModel.js';

/** How a section changes the resume; list changes name their list so provenance can follow. */
export type ResumeUpdate = (
  change: (resume: ResumeData) => ResumeData,
  list?: { path: string; change: ListChange; label?: string },
) => void;

export interface SectionProps {
  resume: ResumeData;
  update: ResumeUpdate;
}
