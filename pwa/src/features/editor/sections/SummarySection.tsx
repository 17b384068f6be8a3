import { StringList } from '../fields/StringList.js';
import { TextInput } from '../fields/TextInput.js';
import type { SectionProps } from './types.js';

/** The summary and what goes with it. The headline is one field, under About you (issue 22). */
export function SummarySection({ resume, update }: SectionProps) {
  const { landing, summary } = resume;
  return (
    <section className="editor-section" aria-labelledby="sec-summary">
      <h2 id="sec-summary">Summary</h2>
      <TextInput
        label="Subheadline"
        path="landing.subheadline"
        value={landing.subheadline}
        hint="A sentence under your headline. Left empty, none is shown."
        onChange={(subheadline) => update((r) => ({ ...r, landing: { ...r.landing, subheadline } }))}
      />
      <TextInput
        label="Summary"
        path="summary.content"
        multiline
        value={summary.content}
        onChange={(content) => update((r) => ({ ...r, summary: { ...r.summary, content } }))}
      />
      <div className="editor-grid">
        <TextInput
          label="Specialization"
          path="summary.specialization"
          value={summary.specialization}
          onChange={(specialization) => update((r) => ({ ...r, summary: { ...r.summary, specialization } }))}
        />
        <YearsInput
          value={summary.yearsExperience}
          onChange={(yearsExperience) =>
            update((r) => ({ ...r, summary: { ...r.summary, yearsExperience } }))
          }
        />
      </div>
      <StringList
        label="Highlights"
        noun="highlight"
        path="summary.highlights"
        items={summary.highlights}
        onChange={(highlights, change) =>
          update(
            (r) => ({ ...r, summary: { ...r.summary, highlights } }),
            change && { path: 'summary.highlights', change },
          )
        }
      />
    </section>
  );
}

function YearsInput({ value, onChange }: { value: number | null; onChange: (v: number | null) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="years-experience">
        Years of experience
      </label>
      <input
        id="years-experience"
        className="field__input"
        type="number"
        min={0}
        max={80}
        value={value ?? ''}
        onChange={(e) => {
          const n = e.target.valueAsNumber;
          onChange(Number.isFinite(n) ? Math.max(0, Math.min(80, Math.round(n))) : null);
        }}
      />
    </div>
  );
}
