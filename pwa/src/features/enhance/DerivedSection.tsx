import { useState } from 'react';
import type { ResumeData } from '@folio/shared';
import type { EnhanceResult, Suggestion } from '@folio/shared/enhance';
import { Button, Field } from '../../components/index.js';
import type { SectionProps } from './types.js';

interface Props extends SectionProps {
  result: EnhanceResult;
  onChange(next: ResumeData): void;
}

/**
 * A headline suggestion, subheadline, specialisation, highlights and years of experience, derived from
 * the resume. The headline itself is edited in one place, the form's About you (issue 22): here it is
 * only a suggestion to take.
 */
export function DerivedSection({ resume, result, apply, onChange }: Props) {
  const suggested = (path: string) => result.derivedSuggestions.find((s) => s.path === path);
  const highlights = result.derivedSuggestions.filter((s) => s.path.startsWith('summary.highlights.'));
  const years = result.derived.yearsExperience;
  return (
    <section className="enhance__section" aria-labelledby="enhance-derived">
      <h3 id="enhance-derived">Headline and summary</h3>
      <HeadlineSuggestion
        current={resume.personalInfo.title}
        suggestion={suggested('landing.headline')}
        onUse={(title) => onChange({ ...resume, personalInfo: { ...resume.personalInfo, title } })}
      />
      <DerivedField
        label="Subheadline"
        current={resume.landing.subheadline}
        suggestion={suggested('landing.subheadline')}
        onSave={(subheadline) => onChange({ ...resume, landing: { ...resume.landing, subheadline } })}
      />
      <DerivedField
        label="Specialisation"
        current={resume.summary.specialization}
        suggestion={suggested('summary.specialization')}
        onSave={(specialization) => onChange({ ...resume, summary: { ...resume.summary, specialization } })}
      />
      <div className="enhance__item">
        <p>
          <strong>Years of experience:</strong>{' '}
          {years === null
            ? 'your roles have no dates to count from.'
            : `${years}, counted from your roles’ dates (overlapping roles once, gaps not counted).`}
        </p>
        {years !== null && (
          <Button
            variant="secondary"
            size="sm"
            disabled={resume.summary.yearsExperience === years}
            onClick={() => onChange({ ...resume, summary: { ...resume.summary, yearsExperience: years } })}
          >
            {resume.summary.yearsExperience === years ? 'Shown on your portfolio' : 'Show on your portfolio'}
          </Button>
        )}
      </div>
      {highlights.length > 0 && (
        <div className="enhance__item">
          <p>
            <strong>Highlights</strong> — your own points that state a result:
          </p>
          <ul className="enhance__list">
            {highlights.map((s) => (
              <li key={s.id} className="enhance__row">
                <span className="enhance__text">{s.after}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => apply(s)}
                  aria-label={`Add highlight: ${s.after}`}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The derived headline, offered for the one headline field; nothing when it would change nothing. */
function HeadlineSuggestion({
  current,
  suggestion,
  onUse,
}: {
  current: string;
  suggestion: Suggestion | undefined;
  onUse(value: string): void;
}) {
  if (!suggestion || suggestion.after.trim() === current.trim()) return null;
  return (
    <div className="enhance__item">
      <p>
        <strong>Headline:</strong> “{suggestion.after}”. {suggestion.reason} You can edit it under About you.
      </p>
      <Button size="sm" onClick={() => onUse(suggestion.after)}>
        Use as headline
      </Button>
    </div>
  );
}

interface FieldProps {
  label: string;
  current: string;
  suggestion: Suggestion | undefined;
  onSave(value: string): void;
}

/**
 * An editable field showing what is saved, or else the suggestion, until the person types: then their
 * text. An untouched box follows the suggestion as the resume changes, so Save saves what is shown.
 */
function DerivedField({ label, current, suggestion, onSave }: FieldProps) {
  const [edited, setEdited] = useState<string | null>(null);
  const draft = edited ?? (current || suggestion?.after || '');
  const trimmed = draft.trim();
  return (
    <div className="enhance__item">
      <Field
        label={label}
        value={draft}
        onChange={(e) => setEdited(e.target.value)}
        hint={suggestion ? `${suggestion.reason} Edit it freely.` : undefined}
      />
      <div className="enhance__actions">
        <Button
          size="sm"
          disabled={trimmed === current.trim()}
          onClick={() => {
            onSave(trimmed);
            setEdited(null);
          }}
        >
          Save {label.toLowerCase()}
        </Button>
        {suggestion && draft !== suggestion.after && (
          <Button variant="ghost" size="sm" onClick={() => setEdited(suggestion.after)}>
            Use suggestion: “{suggestion.after}”
          </Button>
        )}
      </div>
    </div>
  );
}
