import type { PageLanguageCode, PortfolioSettings, ResumeData } from '@folio/shared';
import { EducationSection } from './sections/EducationSection.js';
import { ExperienceSection } from './sections/ExperienceSection.js';
import { MoreSection } from './sections/MoreSection.js';
import { PersonalSection } from './sections/PersonalSection.js';
import { PhotoSection } from './sections/PhotoSection.js';
import { PrivacySection } from './sections/PrivacySection.js';
import { ProjectsSection } from './sections/ProjectsSection.js';
import { SkillsSection } from './sections/SkillsSection.js';
import { SocialsSection } from './sections/SocialsSection.js';
import { SummarySection } from './sections/SummarySection.js';
import type { ResumeUpdate } from './sections/types.js';

interface Props {
  resume: ResumeData;
  settings: PortfolioSettings;
  update: ResumeUpdate;
  /** There is an original PDF visitors could be offered. */
  hasPdf: boolean;
  onSettings: (settings: PortfolioSettings) => void;
  /** Opens a translation to edit field by field. */
  onTranslate: (language: PageLanguageCode) => void;
}

/** Every field of the resume, section by section, and the privacy switches. */
export function EditorForm({ resume, settings, update, hasPdf, onSettings, onTranslate }: Props) {
  return (
    <form className="editor-form" onSubmit={(e) => e.preventDefault()} aria-label="Your resume">
      <PersonalSection resume={resume} update={update} />
      <PrivacySection
        settings={settings}
        onChange={onSettings}
        hasPdf={hasPdf}
        resume={resume}
        onTranslate={onTranslate}
      />
      <PhotoSection resume={resume} update={update} settings={settings} onSettings={onSettings} />
      <SummarySection resume={resume} update={update} />
      <ExperienceSection resume={resume} update={update} />
      <EducationSection resume={resume} update={update} />
      <ProjectsSection resume={resume} update={update} />
      <SkillsSection resume={resume} update={update} />
      <MoreSection resume={resume} update={update} />
      <SocialsSection resume={resume} update={update} />
    </form>
  );
}
