import type { ExperienceView } from '../types.js';

/** One role: title, company, period, description and bullets. Wrapped by each template's own list. */
export function ExperienceItem({ role, Heading = 'h3' }: { role: ExperienceView; Heading?: 'h3' | 'h4' }) {
  const at = [role.company, role.location].filter(Boolean).join(' · ');
  return (
    <article className="fx-role">
      <Heading className="fx-role__title">{role.title || role.company}</Heading>
      {role.title && at && <p className="fx-role__company">{at}</p>}
      {role.period && <p className="fx-role__period">{role.period}</p>}
      {role.description && <p className="fx-role__description">{role.description}</p>}
      {role.bullets.length > 0 && (
        <ul className="fx-role__bullets">
          {role.bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
