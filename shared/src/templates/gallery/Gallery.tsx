import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { ExperienceItem } from '../common/ExperienceItem.js';
import { ExtraSections, filledExtras } from '../common/ExtraSections.js';
import type { PageMessages } from '../../i18n/messages.js';
import { fill } from '../../i18n/format.js';
import { ProjectLinks } from '../common/ProjectLinks.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import type { ProjectView, TemplateProps } from '../types.js';
import { HeroNow } from '../common/HeroNow.js';
import { Photo } from '../common/Photo.js';

/** SPEC.md section 9: cards show at most three technology tags. */
export const GALLERY_MAX_TAGS = 3;

/**
 * A project's picture, or a drawn title card (no stock photo): the project's name set large over its
 * first technologies, so a grid without screenshots still reads as distinct pieces of work.
 */
function ProjectImage({ project }: { project: ProjectView }) {
  if (project.image) {
    return (
      <img
        className="gal-card__img"
        src={project.image}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={400}
      />
    );
  }
  return (
    <div className="gal-card__img gal-card__img--placeholder" aria-hidden="true">
      <span className="gal-ph__name">{project.name}</span>
      {project.tech.length > 0 && (
        <span className="gal-ph__tech">{project.tech.slice(0, GALLERY_MAX_TAGS).join(' · ')}</span>
      )}
    </div>
  );
}

function ProjectDialog({ project, t }: { project: ProjectView; t: PageMessages }) {
  return (
    <dialog className="gal-dialog" id={`gal-${project.key}`} aria-labelledby={`gal-${project.key}-h`}>
      <div className="gal-dialog__body">
        <ProjectImage project={project} />
        <h3 id={`gal-${project.key}-h`}>{project.name}</h3>
        {project.description && <p>{project.description}</p>}
        {project.tech.length > 0 && (
          <ul className="fx-chips" aria-label={t.technologies}>
            {project.tech.map((t) => (
              <li className="fx-chip" key={t}>
                {t}
              </li>
            ))}
          </ul>
        )}
        <ProjectLinks project={project} t={t} />
        <form method="dialog">
          <button className="gal-button" type="submit" data-gal-close="">
            {t.close}
          </button>
        </form>
      </div>
    </dialog>
  );
}

/** The Gallery: projects first in an image-led grid or list, with a detail view per project. */
export function Gallery({ data, portfolioId, contactEndpoint }: TemplateProps) {
  const { t } = data;
  const extras = filledExtras(data);
  const hasWork = data.projects.length > 0;
  const hasAbout = Boolean(data.summary.text) || data.skills.groups.length > 0 || data.experience.length > 0;
  return (
    <div className="fx-page gal">
      <header className="gal-header">
        <Photo data={data} className="gal-photo" />
        <h1 className="gal-name">{data.name || t.portfolio}</h1>
        {data.title && <p className="gal-title">{data.title}</p>}
        <HeroNow data={data} />
        {data.headline && <p className="gal-headline">{data.headline}</p>}
        {data.location && <p className="gal-location">{data.location}</p>}
        <nav aria-label={t.sectionsNav}>
          <ul className="gal-nav">
            {hasWork && (
              <li>
                <a href="#work">{t.work}</a>
              </li>
            )}
            {hasAbout && (
              <li>
                <a href="#about">{t.about}</a>
              </li>
            )}
            {extras.map((id) => (
              <li key={id}>
                <a href={`#gal-${id}`}>{t[id]}</a>
              </li>
            ))}
            <li>
              <a href="#contact">{t.contact}</a>
            </li>
          </ul>
        </nav>
      </header>
      <main>
        {hasWork && (
          <section className="gal-section" id="work" aria-labelledby="gal-work-h">
            <div className="gal-work__head">
              <h2 id="gal-work-h">{t.projects}</h2>
              <div className="gal-toggle fx-js-only" role="group" aria-label={t.layout}>
                <button type="button" className="gal-toggle__button" data-gal-view="grid" aria-pressed="true">
                  {t.grid}
                </button>
                <button
                  type="button"
                  className="gal-toggle__button"
                  data-gal-view="list"
                  aria-pressed="false"
                >
                  {t.list}
                </button>
              </div>
            </div>
            <ul className="gal-grid" data-gal-grid="" data-view="grid">
              {data.projects.map((p) => (
                <li className="gal-card" key={p.key}>
                  <ProjectImage project={p} />
                  <div className="gal-card__body">
                    <h3 className="gal-card__title">{p.name}</h3>
                    {p.description && <p className="gal-card__desc">{p.description}</p>}
                    {p.tech.length > 0 && (
                      <ul className="fx-chips" aria-label={t.technologies}>
                        {p.tech.slice(0, GALLERY_MAX_TAGS).map((t) => (
                          <li className="fx-chip" key={t}>
                            {t}
                          </li>
                        ))}
                      </ul>
                    )}
                    <div className="fx-nojs-only">
                      <ProjectLinks project={p} t={t} />
                    </div>
                    <button
                      type="button"
                      className="gal-button fx-js-only"
                      data-gal-open={`gal-${p.key}`}
                      aria-haspopup="dialog"
                    >
                      {t.viewDetails}
                      <span className="fx-sr"> {fill(t.projectSuffix, { name: p.name })}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {data.projects.map((p) => (
              <ProjectDialog project={p} t={t} key={p.key} />
            ))}
          </section>
        )}
        {hasAbout && (
          <section className="gal-section gal-about" id="about" aria-labelledby="gal-about-h">
            <h2 id="gal-about-h">{t.about}</h2>
            <div className="gal-about__grid">
              {/* Left out when empty, so experience alone takes the whole width, not half of it. */}
              {(data.summary.text || data.skills.groups.length > 0) && (
                <div>
                  <Summary summary={data.summary} t={t} />
                  {data.skills.groups.length > 0 && (
                    <>
                      <h3>{t.skills}</h3>
                      <SkillGroups groups={data.skills.groups} headingLevel={4} />
                    </>
                  )}
                </div>
              )}
              {data.experience.length > 0 && (
                <div>
                  <h3>{t.experience}</h3>
                  <ol className="gal-roles">
                    {data.experience.map((role, i) => (
                      <li key={i}>
                        <ExperienceItem role={role} Heading="h4" />
                      </li>
                    ))}
                  </ol>
                </div>
              )}
            </div>
          </section>
        )}
        <ExtraSections data={data} prefix="gal" className="gal-section" />
        <section className="gal-section" id="contact" aria-labelledby="gal-contact-h">
          <h2 id="gal-contact-h">{t.contact}</h2>
          <ContactDetails data={data} />
          <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} t={t} />
        </section>
      </main>
      <TemplateFooter data={data} className="gal-footer" />
    </div>
  );
}
