import { reviewSkills } from '@folio/shared/enhance';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/Spinner.js';
import { parseResume, type ParsedPdf } from '../../workers/parseClient.js';
import { listPhrase, summariseParse } from '../editor/parseSummary.js';
import { parseFailureMessage } from '../upload/uploadModel.js';

type State =
  { phase: 'reading' } | { phase: 'read'; outcome: ParsedPdf } | { phase: 'failed'; error: string };

const dates = (start: string | null, end: string | null) =>
  [start, end].filter(Boolean).join(' – ') || 'no dates found';

/**
 * "How will an employer's system read my resume?" (issue 22), answered on the visitor's device with
 * no account: the PDF is read by the same parser the editor uses, and the box shows what a machine
 * took from its text — contact details, jobs with their dates, schools, skills under names tracking
 * systems search for, and the lines it could not place. Loaded only when asked for.
 */
export function EmployerCheck({ file }: { file: File }) {
  const [state, setState] = useState<State>({ phase: 'reading' });
  useEffect(() => {
    const controller = new AbortController();
    parseResume(file, { signal: controller.signal }).then(
      (outcome) => setState({ phase: 'read', outcome }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'failed', error: parseFailureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [file]);

  if (state.phase === 'reading') return <Spinner label="Reading your PDF on this device..." />;
  if (state.phase === 'failed') {
    return (
      <p className="upload-box__error" role="alert">
        {state.error}
      </p>
    );
  }
  const { resume, unplaced, provenance } = state.outcome;
  const summary = summariseParse(resume, { provenance, unplaced });
  const skills = reviewSkills(resume);
  const info = resume.personalInfo;
  const jobs = resume.experience.filter((e) => e.title.trim() || e.company.trim());
  const contact = [
    ['Name', info.name],
    ['Email', info.email],
    ['Phone', info.phone],
  ] as const;
  return (
    <section className="employer-check" aria-labelledby="employer-check-title" aria-live="polite">
      <h3 id="employer-check-title">What a machine reads in your PDF</h3>
      <p className="muted">
        Read on this device from the text of your PDF, as a tracking system reads it; nothing was sent.
        Systems differ, so take this as what the text allows, not a score.
      </p>
      <dl className="employer-check__contact">
        {contact.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.trim() || <strong>not found</strong>}</dd>
          </div>
        ))}
      </dl>
      <p>
        {summary.found.length
          ? `It found ${listPhrase(summary.found)}.`
          : 'It found no jobs, schools or skills.'}
      </p>
      {jobs.length > 0 && (
        <ul className="employer-check__jobs" aria-label="Jobs as read">
          {jobs.slice(0, 6).map((job, i) => (
            <li key={i}>
              {[job.title, job.company].filter(Boolean).join(' · ')} ({dates(job.start, job.end)})
            </li>
          ))}
        </ul>
      )}
      <ul className="employer-check__notes">
        {summary.missing.map((m) => (
          <li key={m.text}>{m.text}.</li>
        ))}
        {skills.listed.length > 0 && (
          <li>
            {skills.recognised} of {skills.listed.length} listed skills use names tracking systems search for.
          </li>
        )}
        {unplaced.length > 0 && (
          <li>
            {unplaced.length} {unplaced.length === 1 ? 'line' : 'lines'} could not be placed in any section; a
            tracking system may skip {unplaced.length === 1 ? 'it' : 'them'} too.
          </li>
        )}
      </ul>
      <p className="muted">
        Continue with this file to fix any of it in the editor, still without an account.
      </p>
    </section>
  );
}
