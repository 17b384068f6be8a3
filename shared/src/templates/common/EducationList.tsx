import type { EducationView } from '../types.js';

/** Degrees and schools; the spec reads education without showing it, we show it because it is the resume. */
export function EducationList({ education }: { education: EducationView[] }) {
  if (education.length === 0) return null;
  return (
    <ul className="fx-education">
      {education.map((e, i) => (
        <li key={i}>
          <strong>{e.degree || e.school}</strong>
          {e.degree && e.school && <span> · {e.school}</span>}
          {e.period && <span className="fx-education__period"> · {e.period}</span>}
        </li>
      ))}
    </ul>
  );
}
