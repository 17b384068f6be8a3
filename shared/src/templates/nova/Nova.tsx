import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { ExperienceItem } from '../common/ExperienceItem.js';
import { ExtraSections, filledExtras } from '../common/ExtraSections.js';
import { ProjectCardBody } from '../common/ProjectCardBody.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import type { TemplateProps, TemplateView } from '../types.js';
import { HeroNow } from '../common/HeroNow.js';
import { Photo } from '../common/Photo.js';

interface Panel {
  id: string;
  label: string;
}

function panelsOf(data: TemplateView): Panel[] {
  const { t } = data;
  return [
    { id: 'nova-home', label: t.home },
    ...(data.summary.text || data.summary.highlights.length ? [{ id: 'nova-about', label: t.about }] : []),
    ...(data.experience.length ? [{ id: 'nova-experience', label: t.experience }] : []),
    ...(data.projects.length ? [{ id: 'nova-projects', label: t.projects }] : []),
    ...(data.skills.groups.length ? [{ id: 'nova-skills', label: t.skills }] : []),
    ...filledExtras(data).map((id) => ({ id: `nova-${id}`, label: t[id] })),
    { id: 'contact', label: t.contact },
  ];
}

/** Nova: full-screen panels that snap into place, dark with a vibrant accent and a parallax hero. */
export function Nova({ data, portfolioId, contactEndpoint }: TemplateProps) {
  const { t } = data;
  const panels = panelsOf(data);
  return (
    <div className="fx-page nova">
      <nav className="nova-dots" aria-label={t.sectionsNav}>
        <ol>
          {panels.map((p) => (
            <li key={p.id}>
              <a href={`#${p.id}`} data-nova-dot={p.id}>
                <span className="fx-sr">{p.label}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <header className="nova-panel nova-hero" id="nova-home">
        <div className="nova-hero__layer nova-hero__layer--far" aria-hidden="true" />
        <div className="nova-hero__layer nova-hero__layer--near" aria-hidden="true" />
        <div className="nova-inner">
          <Photo data={data} className="nova-photo" />
          {data.title && <p className="nova-kicker">{data.title}</p>}
          <h1 className="nova-hero__name">{data.name || t.portfolio}</h1>
          <HeroNow data={data} />
          {data.headline && <p className="nova-hero__headline">{data.headline}</p>}
          {data.subheadline && <p className="nova-hero__sub">{data.subheadline}</p>}
          {data.location && <p className="nova-hero__location">{data.location}</p>}
          <p>
            <a className="nova-button" href={`#${panels[1]?.id ?? 'contact'}`}>
              {t.explore}
            </a>
          </p>
        </div>
      </header>
      <main>
        {panels.some((p) => p.id === 'nova-about') && (
          <section className="nova-panel" id="nova-about" aria-labelledby="nova-about-h">
            <div className="nova-inner">
              <h2 id="nova-about-h">{t.about}</h2>
              <Summary summary={data.summary} t={t} />
              {data.summary.highlights.length > 0 && (
                <ul className="nova-highlights">
                  {data.summary.highlights.map((h, i) => (
                    <li key={i}>{h}</li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        )}
        {data.experience.length > 0 && (
          <section className="nova-panel" id="nova-experience" aria-labelledby="nova-experience-h">
            <div className="nova-inner">
              <h2 id="nova-experience-h">{t.experience}</h2>
              <ol className="nova-roles">
                {data.experience.map((role, i) => (
                  <li key={i}>
                    <ExperienceItem role={role} />
                  </li>
                ))}
              </ol>
            </div>
          </section>
        )}
        {data.projects.length > 0 && (
          <section className="nova-panel" id="nova-projects" aria-labelledby="nova-projects-h">
            <div className="nova-inner">
              <h2 id="nova-projects-h">{t.projects}</h2>
              <ul className="nova-projects">
                {data.projects.map((p) => (
                  <li className="nova-project" key={p.key}>
                    <ProjectCardBody project={p} t={t} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
        {data.skills.groups.length > 0 && (
          <section className="nova-panel" id="nova-skills" aria-labelledby="nova-skills-h">
            <div className="nova-inner">
              <h2 id="nova-skills-h">{t.skills}</h2>
              <SkillGroups groups={data.skills.groups} />
            </div>
          </section>
        )}
        <ExtraSections data={data} prefix="nova" className="nova-panel" inner="nova-inner" />
        <section className="nova-panel" id="contact" aria-labelledby="nova-contact-h">
          <div className="nova-inner nova-contact">
            <h2 id="nova-contact-h">{t.contact}</h2>
            <ContactDetails data={data} />
            <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} t={t} />
          </div>
        </section>
      </main>
      <TemplateFooter data={data} className="nova-footer" />
    </div>
  );
}
