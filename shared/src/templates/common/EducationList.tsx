import type { EducationView } from '../types.js';

/** Degrees and schools with where, when and what the resume says about them. */
export function EducationList({ education }: { education: EducationView[] }) {
  if (education.length === 0) return null;
  return (
    <ul className="fx-education">
      {education.map((e, i) => (
        <li key={i}>
          <strong>{e.degree || e.school}</strong>
          {e.degree && e.school && <span> · {e.school}</span>}
          {e.location && <span className="fx-education__location"> · {e.location}</span>}
          {e.period && <span className="fx-education__period"> · {e.period}</span>}
          {e.description && <p className="fx-education__description">{e.description}</p>}
        </li>
      ))}
    </ul>
  );
}
