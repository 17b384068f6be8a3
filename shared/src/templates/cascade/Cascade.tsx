import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { EducationList } from '../common/EducationList.js';
import { ExperienceItem } from '../common/ExperienceItem.js';
import { ProjectCardBody } from '../common/ProjectCardBody.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import type { TemplateProps } from '../types.js';

const HONORIFIC = /^(dr|mr|mrs|ms|mx|prof)\.?$/i;

/**
 * The name to address the owner by, as resumes write names: "Daniel" for "Okafor, Daniel T.",
 * "Priyan" for "Priyan Selvam, P.Eng., PMP", "Jane" for "Dr. Jane Smith".
 */
function givenName(full: string): string {
  const [before = '', after = ''] = full.split(',', 2).map((s) => s.trim());
  const name = before.includes(' ') || !after ? before : after;
  return name.split(/\s+/).find((w) => w && !HONORIFIC.test(w)) ?? '';
}

/** Cascade: one scrolling page with every section, a full-width hero and two-column grids. */
export function Cascade({ data, portfolioId, contactEndpoint }: TemplateProps) {
  return (
    <div className="fx-page cas">
      <header className="cas-hero">
        <div className="cas-wrap">
          <h1 className="cas-hero__name">{data.name || 'Portfolio'}</h1>
          {data.title && <p className="cas-hero__title">{data.title}</p>}
          {data.location && <p className="cas-hero__location">{data.location}</p>}
          {data.headline && <p className="cas-hero__headline">{data.headline}</p>}
          {data.subheadline && <p className="cas-hero__sub">{data.subheadline}</p>}
          <p>
            <a className="cas-button" href="#contact">
              Get in touch
            </a>
          </p>
        </div>
      </header>
      <main className="cas-wrap">
        {(data.summary.text || data.summary.highlights.length > 0) && (
          <section className="cas-section" aria-labelledby="cas-about">
            <h2 id="cas-about">About</h2>
            <Summary summary={data.summary} />
            {data.summary.highlights.length > 0 && (
              <ul className="cas-highlights">
                {data.summary.highlights.map((h, i) => (
                  <li key={i}>{h}</li>
                ))}
              </ul>
            )}
          </section>
        )}
        {data.experience.length > 0 && (
          <section className="cas-section" aria-labelledby="cas-experience">
            <h2 id="cas-experience">Experience</h2>
            <ol className="cas-timeline">
              {data.experience.map((role, i) => (
                <li key={i}>
                  <ExperienceItem role={role} />
                </li>
              ))}
            </ol>
          </section>
        )}
        {data.projects.length > 0 && (
          <section className="cas-section" aria-labelledby="cas-projects">
            <h2 id="cas-projects">Projects</h2>
            <ul className="cas-grid">
              {data.projects.map((p) => (
                <li className="cas-card" key={p.key}>
                  <ProjectCardBody project={p} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.skills.groups.length > 0 && (
          <section className="cas-section" aria-labelledby="cas-skills">
            <h2 id="cas-skills">Skills</h2>
            <div className="cas-skills">
              <SkillGroups groups={data.skills.groups} />
            </div>
          </section>
        )}
        {data.education.length > 0 && (
          <section className="cas-section" aria-labelledby="cas-education">
            <h2 id="cas-education">Education</h2>
            <EducationList education={data.education} />
          </section>
        )}
        <section className="cas-section cas-contact" id="contact" aria-labelledby="cas-contact">
          <h2 id="cas-contact">Contact</h2>
          <div className="cas-contact__grid">
            <div>
              {/* An English sentence: on a right-to-left page it still reads left to right, with the
                  owner's name isolated inside it. */}
              <p className="cas-contact__intro" lang="en" dir="ltr">
                Have a question or an opportunity? Send <bdi>{givenName(data.name) || 'me'}</bdi> a message.
              </p>
              <ContactDetails data={data} />
            </div>
            <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} />
          </div>
        </section>
      </main>
      <TemplateFooter data={data} className="cas-footer" />
    </div>
  );
}
