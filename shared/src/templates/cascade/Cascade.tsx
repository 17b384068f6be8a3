import { ContactDetails } from '../common/ContactDetails.js';
import { ContactForm } from '../common/ContactForm.js';
import { ExtraSections } from '../common/ExtraSections.js';
import { ExperienceItem } from '../common/ExperienceItem.js';
import { ProjectCardBody } from '../common/ProjectCardBody.js';
import { SkillGroups } from '../common/SkillGroups.js';
import { Summary } from '../common/Summary.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import { around } from '../../i18n/format.js';
import type { TemplateProps } from '../types.js';
import { HeroNow } from '../common/HeroNow.js';
import { Photo } from '../common/Photo.js';

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
  const { t } = data;
  const given = givenName(data.name);
  const [introBefore, introAfter] = around(t.contactIntro, 'name');
  return (
    <div className="fx-page cas">
      <header className="cas-hero">
        <div className="cas-wrap">
          <Photo data={data} className="cas-photo" />
          <h1 className="cas-hero__name">{data.name || t.portfolio}</h1>
          {data.title && <p className="cas-hero__title">{data.title}</p>}
          <HeroNow data={data} />
          {data.location && <p className="cas-hero__location">{data.location}</p>}
          {data.headline && <p className="cas-hero__headline">{data.headline}</p>}
          {data.subheadline && <p className="cas-hero__sub">{data.subheadline}</p>}
          <p>
            <a className="cas-button" href="#contact">
              {t.getInTouch}
            </a>
          </p>
        </div>
      </header>
      <main className="cas-wrap">
        {(data.summary.text || data.summary.highlights.length > 0) && (
          <section className="cas-section" aria-labelledby="cas-about">
            <h2 id="cas-about">{t.about}</h2>
            <Summary summary={data.summary} t={t} />
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
            <h2 id="cas-experience">{t.experience}</h2>
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
            <h2 id="cas-projects">{t.projects}</h2>
            <ul className="cas-grid">
              {data.projects.map((p) => (
                <li className="cas-card" key={p.key}>
                  <ProjectCardBody project={p} t={t} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.skills.groups.length > 0 && (
          <section className="cas-section" aria-labelledby="cas-skills">
            <h2 id="cas-skills">{t.skills}</h2>
            <div className="cas-skills">
              <SkillGroups groups={data.skills.groups} />
            </div>
          </section>
        )}
        <ExtraSections data={data} prefix="cas" className="cas-section" />
        <section className="cas-section cas-contact" id="contact" aria-labelledby="cas-contact">
          <h2 id="cas-contact">{t.contact}</h2>
          <div className="cas-contact__grid">
            <div>
              {/* The page's own language, with the owner's name isolated inside the sentence (a Latin
                  name in an Arabic sentence keeps its own direction). */}
              <p className="cas-contact__intro">
                {given ? (
                  <>
                    {introBefore}
                    <bdi>{given}</bdi>
                    {introAfter}
                  </>
                ) : (
                  t.contactIntroNoName
                )}
              </p>
              <ContactDetails data={data} />
            </div>
            <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} t={t} />
          </div>
        </section>
      </main>
      <TemplateFooter data={data} className="cas-footer" />
    </div>
  );
}
