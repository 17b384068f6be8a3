import { StringList } from '../fields/StringList.js';
import { TextInput } from '../fields/TextInput.js';
import type { SectionProps } from './types.js';

/** The headline of the portfolio's first screen and the summary. */
export function SummarySection({ resume, update }: SectionProps) {
  const { landing, summary } = resume;
  return (
    <section className="editor-section" aria-labelledby="sec-summary">
      <h2 id="sec-summary">Headline and summary</h2>
      <TextInput
        label="Headline"
        path="landing.headline"
        value={landing.headline}
        hint="The first line visitors read, under your name. Left empty, your page shows one made from your title and current employer."
        onChange={(headline) => update((r) => ({ ...r, landing: { ...r.landing, headline } }))}
      />
      <TextInput
        label="Subheadline"
        path="landing.subheadline"
        value={landing.subheadline}
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
