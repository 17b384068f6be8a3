import { describeChanges, type PortfolioSettings, type ResumeData, type TemplateId } from '@folio/shared';
import { foldHeadline } from './editorModel.js';
import { fingerprint } from './fingerprint.js';

/** What the live page shows: the last published content of a portfolio. */
export interface LiveContent {
  title: string;
  templateId: TemplateId;
  theme: string;
  resume: ResumeData;
  settings: PortfolioSettings;
}

/** What the editor changes of it. */
export interface EditedContent {
  title: string;
  resume: ResumeData;
  settings: PortfolioSettings;
}

export function liveContentOf(record: LiveContent): LiveContent {
  const { title, templateId, theme, resume, settings } = record;
  // The editor shows one headline (foldHeadline); that alone is not a change to publish.
  return { title, templateId, theme, resume: foldHeadline(resume), settings };
}

const editedKey = (c: EditedContent, liveTitle: string) =>
  fingerprint({ title: c.title.trim() || liveTitle, resume: c.resume, settings: c.settings });

/**
 * The edits the live page does not show yet, as the version history words them ("Headline edited",
 * "Experience: 1 removed"); none when the edited content is the live one.
 */
export function unpublishedChanges(live: LiveContent, edited: EditedContent): string[] {
  if (editedKey(edited, live.title) === editedKey(live, live.title)) return [];
  const after: LiveContent = { ...live, ...edited, title: edited.title.trim() || live.title };
  const changes = describeChanges(live, after).filter((c) => c !== 'Published again, no visible change');
  return changes.length ? changes : ['Edits that do not show on the page'];
}
