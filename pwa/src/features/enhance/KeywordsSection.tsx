import type { EnhanceResult, Suggestion } from '@folio/shared/enhance';
import { Button } from '../../components/index.js';
import { describePath } from './describePath.js';
import type { SectionProps } from './types.js';

interface Props extends SectionProps {
  result: EnhanceResult;
  dismissed: ReadonlySet<string>;
  dismiss(id: string): void;
}

/** Skill names as applicant tracking systems spell them, duplicates, and skills mentioned but not listed. */
export function KeywordsSection({ resume, result, apply, dismissed, dismiss }: Props) {
  const { skills } = result;
  const fixes = skills.suggestions.filter((s) => !dismissed.has(s.id));
  const missing = skills.missing.filter((m) => !dismissed.has(m.suggestion.id));
  return (
    <section className="enhance__section" aria-labelledby="enhance-keywords">
      <h3 id="enhance-keywords">ATS keywords</h3>
      <p>
        {skills.listed.length === 0
          ? 'Your skills list is empty.'
          : `${skills.recognised} of ${skills.listed.length} listed skills use names applicant tracking systems recognise.`}
      </p>
      {fixes.length > 0 && (
        <ul className="enhance__list" aria-label="Skill names to fix">
          {fixes.map((s) => (
            <li key={s.id} className="enhance__row">
              <span className="enhance__text">{fixLabel(s)}</span>
              <span className="enhance__actions">
                <Button size="sm" onClick={() => apply(s)} aria-label={`Accept: ${fixLabel(s)}`}>
                  Accept
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => dismiss(s.id)}
                  aria-label={`Reject: ${fixLabel(s)}`}
                >
                  Reject
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <>
          <p>Mentioned in your resume but not in your skills list:</p>
          <ul className="enhance__list" aria-label="Skills to add">
            {missing.map((m) => (
              <li key={m.suggestion.id} className="enhance__row">
                <span className="enhance__text">
                  <strong>{m.name}</strong>
                  {m.foundIn.map((f) => (
                    <span key={f.path} className="enhance__where">
                      {describePath(resume, f.path)}: “{f.excerpt}”
                    </span>
                  ))}
                </span>
                <span className="enhance__actions">
                  <Button
                    size="sm"
                    onClick={() => apply(m.suggestion)}
                    aria-label={`Add to skills: ${m.name}`}
                  >
                    Add to skills
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => dismiss(m.suggestion.id)}
                    aria-label={`Skip ${m.name}`}
                  >
                    Skip
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {fixes.length === 0 && missing.length === 0 && skills.listed.length > 0 && (
        <p>Nothing to change here.</p>
      )}
    </section>
  );
}

function fixLabel(s: Suggestion): string {
  return s.kind === 'merge-skill' ? `Remove duplicate “${s.before}”` : `Rename “${s.before}” to “${s.after}”`;
}
