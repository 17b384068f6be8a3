import type { TemplateView } from '../types.js';
import { EducationList } from './EducationList.js';
import { filledExtras, type ExtraSection } from './sectionIds.js';

export { EXTRA_SECTIONS, filledExtras, type ExtraSection } from './sectionIds.js';

/** " · "-joined parts that are there: "Issuer · Mar 2021". */
function joined(...parts: string[]): string {
  return parts.filter(Boolean).join(' · ');
}

/** One extra section's entries, the same markup in every template (each styles it in its own way). */
export function ExtraSectionBody({
  id,
  data,
  Heading = 'h3',
}: {
  id: ExtraSection;
  data: TemplateView;
  Heading?: 'h3' | 'h4';
}) {
  switch (id) {
    case 'education':
      return <EducationList education={data.education} />;
    case 'certifications':
      return (
        <ul className="fx-extras fx-certifications">
          {data.certifications.map((c, i) => (
            <li key={i}>
              <strong>{c.url ? <a href={c.url}>{c.name}</a> : c.name}</strong>
              {(c.issuer || c.date) && <span className="fx-extras__meta"> · {joined(c.issuer, c.date)}</span>}
            </li>
          ))}
        </ul>
      );
    case 'awards':
      return (
        <ul className="fx-extras fx-awards">
          {data.awards.map((a, i) => (
            <li key={i}>
              <strong>{a.title}</strong>
              {(a.awarder || a.date) && (
                <span className="fx-extras__meta"> · {joined(a.awarder, a.date)}</span>
              )}
              {a.summary && <p>{a.summary}</p>}
            </li>
          ))}
        </ul>
      );
    case 'publications':
      return (
        <ul className="fx-extras fx-publications">
          {data.publications.map((p, i) => (
            <li key={i}>
              <cite>{p.url ? <a href={p.url}>{p.name}</a> : p.name}</cite>
              {(p.publisher || p.date) && (
                <span className="fx-extras__meta"> · {joined(p.publisher, p.date)}</span>
              )}
              {p.summary && <p>{p.summary}</p>}
            </li>
          ))}
        </ul>
      );
    case 'volunteering':
      return (
        <ul className="fx-extras fx-volunteering">
          {data.volunteering.map((v, i) => (
            <li key={i}>
              <article className="fx-role">
                <Heading className="fx-role__title">{v.role || v.organization}</Heading>
                {v.role && v.organization && <p className="fx-role__company">{v.organization}</p>}
                {v.period && <p className="fx-role__period">{v.period}</p>}
                {v.description && <p className="fx-role__description">{v.description}</p>}
              </article>
            </li>
          ))}
        </ul>
      );
    case 'languages':
      return (
        <ul className="fx-extras fx-languages">
          {data.languages.map((l, i) => (
            <li key={i}>
              <strong>{l.name}</strong>
              {l.level && <span className="fx-extras__meta"> · {l.level}</span>}
            </li>
          ))}
        </ul>
      );
    case 'interests':
      return (
        <ul className="fx-extras fx-interests">
          {data.interests.map((x, i) => (
            <li key={i}>
              <strong>{x.name}</strong>
              {x.keywords.length > 0 && <span className="fx-extras__meta"> · {x.keywords.join(', ')}</span>}
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * Every filled extra section as a `<section>` with its heading, for templates that give each section
 * of the page the same frame: `className` is the template's own section class, ids are
 * `{prefix}-{section}`.
 */
export function ExtraSections({
  data,
  prefix,
  className,
  skip = [],
  inner,
}: {
  data: TemplateView;
  prefix: string;
  className: string;
  skip?: readonly ExtraSection[];
  /** A class for a wrapper inside each section, for templates that centre content in one. */
  inner?: string;
}) {
  return (
    <>
      {filledExtras(data, skip).map((id) => {
        const heading = (
          <>
            <h2 id={`${prefix}-${id}-h`}>{data.t[id]}</h2>
            <ExtraSectionBody id={id} data={data} />
          </>
        );
        return (
          <section
            className={className}
            id={`${prefix}-${id}`}
            aria-labelledby={`${prefix}-${id}-h`}
            key={id}
          >
            {inner ? <div className={inner}>{heading}</div> : heading}
          </section>
        );
      })}
    </>
  );
}
