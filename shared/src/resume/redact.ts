import type { PortfolioSettings, ResumeData } from './schema.js';

/**
 * The resume as the public may see it: email, phone and location are blanked unless the owner chose
 * to show them in the portfolio's settings (private by default). Used by the resume-data API and
 * by the published pages, so both show exactly the same thing. Returns a new object.
 */
export function redactResume(
  resume: ResumeData,
  settings: Pick<PortfolioSettings, 'showEmail' | 'showPhone' | 'showLocation'>,
): ResumeData {
  const copy = structuredClone(resume);
  const info = copy.personalInfo;
  if (!settings.showEmail) {
    info.email = '';
    info.links = info.links.filter((link) => !link.url.toLowerCase().startsWith('mailto:'));
  }
  if (!settings.showPhone) {
    info.phone = '';
    info.links = info.links.filter((link) => !link.url.toLowerCase().startsWith('tel:'));
  }
  if (!settings.showLocation) info.location = '';
  return copy;
}
