import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { EducationList } from '../common/EducationList.js';
import { ExperienceItem } from '../common/ExperienceItem.js';
import { ExtraSectionBody, filledExtras, type ExtraSection } from '../common/ExtraSections.js';
import { ProjectLinks } from '../common/ProjectLinks.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import type { TemplateProps, TemplateView } from '../types.js';
import { HeroNow } from '../common/HeroNow.js';
import { Photo } from '../common/Photo.js';

/**
 * The side navigation of SPEC.md section 2, in order, with the resume's further sections between
 * skills and contact. Section ids are the URL fragments; labels are the page language's words.
 */
export const KYOTO_SECTIONS = ['welcome', 'about', 'experience', 'projects', 'skills', 'contact'] as const;
type KyotoSection = (typeof KYOTO_SECTIONS)[number] | Exclude<ExtraSection, 'education'>;

/** Education sits in the "about" section; every other further section gets its own. */
const OWN_PLACE = ['education'] as const;

/** The sections this resume fills, in page order: an empty one is neither shown nor listed. */
function filledSections(data: TemplateView): KyotoSection[] {
  const filled: Record<(typeof KYOTO_SECTIONS)[number], boolean> = {
    welcome: true,
    about: Boolean(data.summary.text) || data.summary.highlights.length > 0 || data.education.length > 0,
    experience: data.experience.length > 0,
    projects: data.projects.length > 0,
    skills: data.skills.groups.length > 0,
    contact: true,
  };
  const extras = filledExtras(data, OWN_PLACE) as Exclude<ExtraSection, 'education'>[];
  const core = KYOTO_SECTIONS.filter((s) => filled[s]);
  return [...core.filter((s) => s !== 'contact'), ...extras, 'contact'];
}

/**
 * The "about" section holds the summary and education; without a summary it holds only education,
 * and a heading "About" over a list of degrees would promise a story the page does not tell.
 */
function sectionLabel(id: KyotoSection, data: TemplateView): string {
  const educationOnly = !data.summary.text && data.summary.highlights.length === 0;
  return id === 'about' && educationOnly ? data.t.education : data.t[id];
}

/** Kyoto: quiet and typographic, a fixed side navigation, serif headings, gentle fades. */
export function Kyoto({ data, portfolioId, contactEndpoint }: TemplateProps) {
  const { t } = data;
  const shown = filledSections(data);
  const has = (id: KyotoSection) => shown.includes(id);
  const aboutLabel = sectionLabel('about', data);
  const first = shown.find((s) => s !== 'welcome') ?? 'contact';
  const extras = filledExtras(data, OWN_PLACE);
  return (
    <div className="fx-page kyo">
      <a className="fx-skip" href={`#${first}`}>
        {t.skipToContent}
      </a>
      <aside className="kyo-side">
        <div className="kyo-side__top">
          <p className="kyo-side__name">{data.name || t.portfolio}</p>
          <button
            className="kyo-menu fx-js-only"
            type="button"
            aria-expanded="false"
            aria-controls="kyo-nav"
            data-kyo-menu=""
            data-kyo-open={t.menu}
            data-kyo-close={t.close}
          >
            {t.menu}
          </button>
        </div>
        <nav className="kyo-nav" id="kyo-nav" aria-label={t.sectionsNav}>
          <ul>
            {shown.map((id) => (
              <li key={id}>
                <a href={`#${id}`} data-kyo-link={id}>
                  {sectionLabel(id, data)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="kyo-main">
        <header className="kyo-section kyo-welcome" id="welcome">
          <Photo data={data} className="kyo-photo" />
          <p className="kyo-eyebrow">{t.welcome}</p>
          <h1 className="kyo-name">{data.name || t.portfolio}</h1>
          {data.title && <p className="kyo-title">{data.title}</p>}
          <HeroNow data={data} />
          {data.headline && <p className="kyo-headline">{data.headline}</p>}
          {data.subheadline && <p className="kyo-sub">{data.subheadline}</p>}
          {data.location && <p className="kyo-location">{data.location}</p>}
        </header>
        <main>
          {has('about') && (
            <section className="kyo-section" id="about" aria-labelledby="kyo-about-h">
              <h2 id="kyo-about-h">{aboutLabel}</h2>
              {data.summary.text && <Summary summary={data.summary} t={t} />}
              {data.summary.highlights.length > 0 && (
                <ul className="kyo-list">
                  {data.summary.highlights.map((h, i) => (
                    <li key={i}>{h}</li>
                  ))}
                </ul>
              )}
              {data.education.length > 0 && (
                <>
                  {aboutLabel !== t.education && <h3>{t.education}</h3>}
                  <EducationList education={data.education} />
                </>
              )}
            </section>
          )}
          {has('experience') && (
            <section className="kyo-section" id="experience" aria-labelledby="kyo-experience-h">
              <h2 id="kyo-experience-h">{t.experience}</h2>
              <ol className="kyo-roles">
                {data.experience.map((role, i) => (
                  <li key={i}>
                    <ExperienceItem role={role} />
                  </li>
                ))}
              </ol>
            </section>
          )}
          {has('projects') && (
            <section className="kyo-section" id="projects" aria-labelledby="kyo-projects-h">
              <h2 id="kyo-projects-h">{t.projects}</h2>
              <ul className="kyo-projects">
                {data.projects.map((p) => (
                  <li key={p.key}>
                    <h3>{p.name}</h3>
                    {p.description && <p>{p.description}</p>}
                    {p.tech.length > 0 && <p className="kyo-tech">{p.tech.join(' · ')}</p>}
                    <ProjectLinks project={p} t={t} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {has('skills') && (
            <section className="kyo-section" id="skills" aria-labelledby="kyo-skills-h">
              <h2 id="kyo-skills-h">{t.skills}</h2>
              <SkillGroups groups={data.skills.groups} />
            </section>
          )}
          {extras.map((id) => (
            <section className="kyo-section" id={id} aria-labelledby={`kyo-${id}-h`} key={id}>
              <h2 id={`kyo-${id}-h`}>{t[id]}</h2>
              <ExtraSectionBody id={id} data={data} />
            </section>
          ))}
          <section className="kyo-section" id="contact" aria-labelledby="kyo-contact-h">
            <h2 id="kyo-contact-h">{t.contact}</h2>
            <ContactDetails data={data} />
            <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} t={t} />
          </section>
        </main>
        <TemplateFooter data={data} className="kyo-footer" />
      </div>
    </div>
  );
}
