import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { EducationList } from '../common/EducationList.js';
import { ExperienceItem } from '../common/ExperienceItem.js';
import { ProjectLinks } from '../common/ProjectLinks.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import type { TemplateProps, TemplateView } from '../types.js';

/** The side navigation of SPEC.md section 2, in order. Section ids are the URL fragments. */
export const KYOTO_SECTIONS = [
  { id: 'welcome', label: 'Welcome' },
  { id: 'about', label: 'About' },
  { id: 'experience', label: 'Experience' },
  { id: 'projects', label: 'Projects' },
  { id: 'skills', label: 'Skills' },
  { id: 'contact', label: 'Contact' },
] as const;
type KyotoSection = (typeof KYOTO_SECTIONS)[number]['id'];

/** The sections this resume fills: an empty one is neither shown nor listed in the navigation. */
function filledSections(data: TemplateView): Set<KyotoSection> {
  const filled: Record<KyotoSection, boolean> = {
    welcome: true,
    about: Boolean(data.summary.text) || data.summary.highlights.length > 0 || data.education.length > 0,
    experience: data.experience.length > 0,
    projects: data.projects.length > 0,
    skills: data.skills.groups.length > 0,
    contact: true,
  };
  return new Set(KYOTO_SECTIONS.filter((s) => filled[s.id]).map((s) => s.id));
}

/**
 * The "about" section holds the summary and education; without a summary it holds only education,
 * and a heading "About" over a list of degrees would promise a story the page does not tell.
 */
function sectionLabel(id: KyotoSection, label: string, data: TemplateView): string {
  const educationOnly = !data.summary.text && data.summary.highlights.length === 0;
  return id === 'about' && educationOnly ? 'Education' : label;
}

/** Kyoto: quiet and typographic, a fixed side navigation, serif headings, gentle fades. */
export function Kyoto({ data, portfolioId, contactEndpoint }: TemplateProps) {
  const shown = filledSections(data);
  const aboutLabel = sectionLabel('about', 'About', data);
  const first = KYOTO_SECTIONS.find((s) => s.id !== 'welcome' && shown.has(s.id))?.id ?? 'contact';
  return (
    <div className="fx-page kyo">
      <a className="fx-skip" href={`#${first}`}>
        Skip to content
      </a>
      <aside className="kyo-side">
        <div className="kyo-side__top">
          <p className="kyo-side__name">{data.name || 'Portfolio'}</p>
          <button
            className="kyo-menu fx-js-only"
            type="button"
            aria-expanded="false"
            aria-controls="kyo-nav"
            data-kyo-menu=""
          >
            Menu
          </button>
        </div>
        <nav className="kyo-nav" id="kyo-nav" aria-label="Sections">
          <ul>
            {KYOTO_SECTIONS.filter((s) => shown.has(s.id)).map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} data-kyo-link={s.id}>
                  {sectionLabel(s.id, s.label, data)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="kyo-main">
        <header className="kyo-section kyo-welcome" id="welcome">
          <p className="kyo-eyebrow">Welcome</p>
          <h1 className="kyo-name">{data.name || 'Portfolio'}</h1>
          {data.title && <p className="kyo-title">{data.title}</p>}
          {data.headline && <p className="kyo-headline">{data.headline}</p>}
          {data.subheadline && <p className="kyo-sub">{data.subheadline}</p>}
          {data.location && <p className="kyo-location">{data.location}</p>}
        </header>
        <main>
          {shown.has('about') && (
            <section className="kyo-section" id="about" aria-labelledby="kyo-about-h">
              <h2 id="kyo-about-h">{aboutLabel}</h2>
              {data.summary.text && <Summary summary={data.summary} />}
              {data.summary.highlights.length > 0 && (
                <ul className="kyo-list">
                  {data.summary.highlights.map((h, i) => (
                    <li key={i}>{h}</li>
                  ))}
                </ul>
              )}
              {data.education.length > 0 && (
                <>
                  {aboutLabel !== 'Education' && <h3>Education</h3>}
                  <EducationList education={data.education} />
                </>
              )}
            </section>
          )}
          {shown.has('experience') && (
            <section className="kyo-section" id="experience" aria-labelledby="kyo-experience-h">
              <h2 id="kyo-experience-h">Experience</h2>
              <ol className="kyo-roles">
                {data.experience.map((role, i) => (
                  <li key={i}>
                    <ExperienceItem role={role} />
                  </li>
                ))}
              </ol>
            </section>
          )}
          {shown.has('projects') && (
            <section className="kyo-section" id="projects" aria-labelledby="kyo-projects-h">
              <h2 id="kyo-projects-h">Projects</h2>
              <ul className="kyo-projects">
                {data.projects.map((p) => (
                  <li key={p.key}>
                    <h3>{p.name}</h3>
                    {p.description && <p>{p.description}</p>}
                    {p.tech.length > 0 && <p className="kyo-tech">{p.tech.join(' · ')}</p>}
                    <ProjectLinks project={p} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {shown.has('skills') && (
            <section className="kyo-section" id="skills" aria-labelledby="kyo-skills-h">
              <h2 id="kyo-skills-h">Skills</h2>
              <SkillGroups groups={data.skills.groups} />
            </section>
          )}
          <section className="kyo-section" id="contact" aria-labelledby="kyo-contact-h">
            <h2 id="kyo-contact-h">Contact</h2>
            <ContactDetails data={data} />
            <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} />
          </section>
        </main>
        <TemplateFooter data={data} className="kyo-footer" />
      </div>
    </div>
  );
}
