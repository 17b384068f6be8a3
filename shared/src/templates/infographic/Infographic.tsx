import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { ProjectCardBody } from '../common/ProjectCardBody.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import type { FiguresView, SkillsView, TemplateProps } from '../types.js';

/**
 * The counters, each counted from the resume by the normaliser. A figure with nothing behind it is
 * left out rather than replaced by a made-up number (the spec's coffees, commits and fallbacks are out).
 */
export function infographicFigures(f: FiguresView): { key: string; label: string; value: number }[] {
  const figures = [
    {
      key: 'years',
      label: f.years === 1 ? 'Year of experience' : 'Years of experience',
      value: f.years ?? 0,
    },
    { key: 'roles', label: f.roles === 1 ? 'Role' : 'Roles', value: f.roles },
    { key: 'projects', label: f.projects === 1 ? 'Project' : 'Projects', value: f.projects },
    {
      key: 'technologies',
      label: f.technologies === 1 ? 'Technology' : 'Technologies',
      value: f.technologies,
    },
  ];
  return figures.filter((x) => x.value > 0);
}

/**
 * A chart for resumes that state no skill levels (most of them): how many skills each group holds,
 * as bars against the largest group. Counted from the resume, never a made-up proficiency.
 */
function SkillMix({ skills }: { skills: SkillsView }) {
  const largest = Math.max(...skills.groups.map((g) => g.items.length));
  return (
    <ul className="info-mix" aria-label="Skills per group">
      {skills.groups.map((g, i) => (
        <li className="info-mix__row" key={`${g.category}-${i}`}>
          <span className="info-mix__label">{g.category}</span>
          <meter className="fx-bars__meter" min={0} max={largest} value={g.items.length}>
            {g.items.length}
          </meter>
          {/* bdi: the English count keeps its order ("4 skills") on a right-to-left page. */}
          <bdi className="info-mix__count">
            {g.items.length} {g.items.length === 1 ? 'skill' : 'skills'}
          </bdi>
        </li>
      ))}
    </ul>
  );
}

/** The Infographic: your career as figures — counters, skill bars, a timeline, project cards. */
export function Infographic({ data, portfolioId, contactEndpoint }: TemplateProps) {
  const figures = infographicFigures(data.figures);
  return (
    <div className="fx-page info">
      <header className="info-hero">
        <div className="info-wrap">
          <h1 className="info-name">{data.name || 'Portfolio'}</h1>
          {data.title && <p className="info-title">{data.title}</p>}
          {data.headline && <p className="info-headline">{data.headline}</p>}
          {data.location && <p className="info-location">{data.location}</p>}
          {figures.length > 0 && (
            <dl className="info-figures" aria-label="At a glance">
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
            <h2 id="info-about-h">About</h2>
            <Summary summary={data.summary} />
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
            <h2 id="info-skills-h">Skills</h2>
            {!data.skills.hasLevels && data.skills.groups.length > 1 && <SkillMix skills={data.skills} />}
            <div className="info-skills">
              <SkillGroups groups={data.skills.groups} />
            </div>
          </section>
        )}
        {data.experience.length > 0 && (
          <section className="info-section" aria-labelledby="info-career-h">
            <h2 id="info-career-h">Career timeline</h2>
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
            <h2 id="info-projects-h">Projects</h2>
            <ul className="info-projects">
              {data.projects.map((p) => (
                <li className="info-project" key={p.key}>
                  <ProjectCardBody project={p} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="info-section" id="contact" aria-labelledby="info-contact-h">
          <h2 id="info-contact-h">Contact</h2>
          <ContactDetails data={data} />
          <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} />
        </section>
      </main>
      <TemplateFooter data={data} className="info-footer" />
    </div>
  );
}
