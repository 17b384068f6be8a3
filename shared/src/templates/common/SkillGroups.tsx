import type { SkillGroupView } from '../types.js';

/**
 * Skills as groups. A skill with a level the resume stated gets a bar (a real <meter>, so no inline
 * styles are needed under the page's CSP and assistive tech reads the value); every other skill is a
 * plain chip. Levels are never made up.
 */
export function SkillGroups({
  groups,
  headingLevel = 3,
  showHeadings = true,
}: {
  groups: SkillGroupView[];
  headingLevel?: 3 | 4;
  showHeadings?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="fx-skills">
      {groups.map((group, gi) => {
        const levelled = group.items.filter((s) => s.level !== null);
        const plain = group.items.filter((s) => s.level === null);
        return (
          <div className="fx-skills__group" key={`${group.category}-${gi}`}>
            {showHeadings && (group.named || groups.length > 1) && (
              <Heading className="fx-skills__heading">{group.category}</Heading>
            )}
            {levelled.length > 0 && (
              <ul className="fx-bars">
                {levelled.map((s, i) => (
                  <li className="fx-bars__item" key={`${s.name}-${i}`}>
                    <span className="fx-bars__name">{s.name}</span>
                    <meter className="fx-bars__meter" min={0} max={100} value={s.level ?? 0}>
                      {s.level}%
                    </meter>
                    <span className="fx-bars__value">{s.level}%</span>
                  </li>
                ))}
              </ul>
            )}
            {plain.length > 0 && (
              <ul className="fx-chips">
                {plain.map((s, i) => (
                  <li className="fx-chip" key={`${s.name}-${i}`}>
                    {s.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
