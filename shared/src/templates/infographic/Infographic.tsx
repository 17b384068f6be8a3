import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { ExtraSections } from '../common/ExtraSections.js';
import { ProjectCardBody } from '../common/ProjectCardBody.js';
import { plural } from '../../i18n/format.js';
import type { PageMessages } from '../../i18n/messages.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import type { FiguresView, SkillsView, TemplateProps, TemplateView } from '../types.js';
import { HeroNow } from '../common/HeroNow.js';
import { Photo } from '../common/Photo.js';

/**
 * The counters, each counted from the resume by the normaliser. A figure with nothing behind it is
 * left out rather than replaced by a made-up number (the spec's coffees, commits and fallbacks are out).
 */
export function infographicFigures(
  f: FiguresView,
  t: PageMessages,
  lang: string,
): { key: string; label: string; value: number }[] {
  const years = f.years ?? 0;
  const figures = [
    { key: 'years', label: plural(lang, t.yearsOfExperience, years), value: years },
    { key: 'roles', label: plural(lang, t.roles, f.roles), value: f.roles },
    { key: 'projects', label: plural(lang, t.projectCount, f.projects), value: f.projects },
    {
      key: 'technologies',
      label: plural(lang, t.technologyCount, f.technologies),
      value: f.technologies,
    },
  ];
  return figures.filter((x) => x.value > 0);
}

/**
 * A chart for resumes that state no skill levels (most of them): how many skills each group holds,
 * as bars against the largest group. Counted from the resume, never a made-up proficiency.
 */
function SkillMix({ skills, data }: { skills: SkillsView; data: TemplateView }) {
  const largest = Math.max(...skills.groups.map((g) => g.items.length));
  return (
    <ul className="info-mix" aria-label={data.t.skillsPerGroup}>
      {skills.groups.map((g, i) => (
        <li className="info-mix__row" key={`${g.category}-${i}`}>
          <span className="info-mix__label">{g.category}</span>
          <meter className="fx-bars__meter" min={0} max={largest} value={g.items.length}>
            {g.items.length}
          </meter>
          {/* bdi: the count keeps its own order beside a label in another direction. */}
          <bdi className="info-mix__count">{plural(data.lang, data.t.skillCount, g.items.length)}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** The Infographic: your career as figures — counters, skill bars, a timeline, project cards. */
export function Infographic({ data, portfolioId, contactEndpoint }: TemplateProps) {
  const { t } = data;
  const figures = infographicFigures(data.figures, t, data.lang);
  return (
    <div className="fx-page info">
      <header className="info-hero">
        <div className="info-wrap">
          <Photo data={data} className="info-photo" />
          <h1 className="info-name">{data.name || t.portfolio}</h1>
          {data.title && <p className="info-title">{data.title}</p>}
          <HeroNow data={data} />
          {data.headline && <p className="info-headline">{data.headline}</p>}
          {data.location && <p className="info-location">{data.location}</p>}
          {figures.length > 0 && (
            <dl className="info-figures" aria-label={t.atAGlance}>
              {figures.map((f) => (
                <div className="info-figure" key={f.key}>
                  <dt>{f.label}</dt>
                  <dd data-info-count={f.value}>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </header>
      <main className="info-wrap">
        {(data.summary.text || data.summary.highlights.length > 0) && (
          <section className="info-section" aria-labelledby="info-about-h">
            <h2 id="info-about-h">{t.about}</h2>
            <Summary summary={data.summary} t={t} />
            {data.summary.highlights.length > 0 && (
              <ul className="info-highlights">
                {data.summary.highlights.map((h, i) => (
                  <li key={i}>{h}</li>
                ))}
              </ul>
            )}
          </section>
        )}
        {data.skills.groups.length > 0 && (
          <section className="info-section" aria-labelledby="info-skills-h">
            <h2 id="info-skills-h">{t.skills}</h2>
            {!data.skills.hasLevels && data.skills.groups.length > 1 && (
              <SkillMix skills={data.skills} data={data} />
            )}
            <div className="info-skills">
              <SkillGroups groups={data.skills.groups} />
            </div>
          </section>
        )}
        {data.experience.length > 0 && (
          <section className="info-section" aria-labelledby="info-career-h">
            <h2 id="info-career-h">{t.careerTimeline}</h2>
            <ol className="info-timeline">
              {data.experience.map((role, i) => (
                <li className="info-timeline__item" key={i}>
                  {role.period && <p className="info-timeline__period">{role.period}</p>}
                  <h3>{role.title || role.company}</h3>
                  {role.title && role.company && <p className="info-timeline__company">{role.company}</p>}
                  {role.description && <p>{role.description}</p>}
                  {role.bullets.length > 0 && (
                    <ul>
                      {role.bullets.map((b, j) => (
                        <li key={j}>{b}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </section>
        )}
        {data.projects.length > 0 && (
          <section className="info-section" aria-labelledby="info-projects-h">
            <h2 id="info-projects-h">{t.projects}</h2>
            <ul className="info-projects">
              {data.projects.map((p) => (
                <li className="info-project" key={p.key}>
                  <ProjectCardBody project={p} t={t} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <ExtraSections data={data} prefix="info" className="info-section" />
        <section className="info-section" id="contact" aria-labelledby="info-contact-h">
          <h2 id="info-contact-h">{t.contact}</h2>
          <ContactDetails data={data} />
          <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} t={t} />
        </section>
      </main>
      <TemplateFooter data={data} className="info-footer" />
    </div>
  );
}
