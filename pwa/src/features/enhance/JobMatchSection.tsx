import { useDeferredValue, useId, useMemo, useState } from 'react';
import { matchJob, MAX_JOB_TEXT } from '@folio/shared/enhance';
import { Button, TextAreaField } from '../../components/index.js';
import type { SectionProps } from './types.js';

/**
 * Compares a pasted job description with the resume. Missing keywords are added only when the
 * person says they are true: the click is the confirmation the no-invention checker asks for.
 */
export function JobMatchSection({ resume, apply }: SectionProps) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const match = useMemo(() => (deferred.trim() ? matchJob(resume, deferred) : null), [resume, deferred]);
  const headingId = useId();
  return (
    <section className="enhance__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Job match</h3>
      <TextAreaField
        label="Paste a job description"
        hint="It stays on this device. You will see which of its keywords your resume covers."
        value={text}
        maxLength={MAX_JOB_TEXT}
        rows={5}
        onChange={(e) => setText(e.target.value)}
      />
      {match && match.score === null && <p>No keywords found in this text yet.</p>}
      {match && match.score !== null && (
        <div aria-live="polite">
          <p>
            Your resume covers <strong>{match.covered.length}</strong> of {match.keywords.length} keywords.
          </p>
          {match.covered.length > 0 && (
            <ul className="enhance__chips" aria-label="Covered keywords">
              {match.covered.map((k) => (
                <li key={k.name} className="enhance__chip enhance__chip--covered">
                  {k.name}
                </li>
              ))}
            </ul>
          )}
          {match.missing.length > 0 && (
            <>
              <p>Missing. Add one only if it is true for you:</p>
              <ul className="enhance__list" aria-label="Missing keywords">
                {match.missing.map((k) => (
                  <li key={k.name} className="enhance__row">
                    <span className="enhance__text">{k.name}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => apply(k.suggestion, [k.name])}
                      aria-label={`I have this: add to skills: ${k.name}`}
                    >
                      I have this: add to skills
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
