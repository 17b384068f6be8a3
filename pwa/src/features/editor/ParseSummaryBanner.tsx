import { listPhrase, type ParseSummary, type SectionTarget } from './parseSummary.js';

/** Brings a section into view and puts the keyboard in it, at its first field (else its first button). */
export function goToSection(target: SectionTarget): void {
  const heading = document.getElementById(target);
  const section = heading?.closest('section');
  if (!heading || !section) return;
  section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  // A field to type in first; a section with none yet offers its Add button.
  const first =
    section.querySelector<HTMLElement>('input:not([type="checkbox"]), textarea') ??
    section.querySelector<HTMLElement>('button:not([disabled]), select, input');
  first?.focus({ preventScroll: true });
}

/**
 * What the parse read and what needs a look (issue 22): counts of what is there, the usual parts it
 * did not find, and the lines it could not place, each a way to the place to fix it. It calls the read
 * complete only when nothing is missing and every line was placed.
 */
export function ParseSummaryBanner({ summary, onDismiss }: { summary: ParseSummary; onDismiss: () => void }) {
  const { found, missing, unplaced, unsure, complete } = summary;
  const read = found.length
    ? `We read ${listPhrase(found)}.`
    : 'We could not read any jobs, schools or skills.';
  const look = [
    unplaced > 0 && `${unplaced} ${unplaced === 1 ? 'line needs' : 'lines need'} a place`,
    unsure > 0 && `${unsure} ${unsure === 1 ? 'field is' : 'fields are'} marked ‘Check this’`,
  ].filter((s): s is string => typeof s === 'string');
  return (
    <section
      className={`banner parse-summary ${complete ? 'banner--success' : 'banner--warning'}`}
      aria-labelledby="parse-summary-title"
    >
      <div className="banner__body">
        <h2 id="parse-summary-title" className="parse-summary__title">
          {complete ? 'Your resume is read' : 'Your resume is read, but not all of it'}
        </h2>
        <p>
          {read} {look.length > 0 && <>{listPhrase(look)}.</>} Check each field before you publish.
        </p>
        {(missing.length > 0 || unplaced > 0) && (
          <ul className="parse-summary__list">
            {missing.map((m) => (
              <li key={m.text}>
                {m.text}.{' '}
                <button type="button" className="link-button" onClick={() => goToSection(m.target)}>
                  Go to {m.section}
                </button>
              </li>
            ))}
            {unplaced > 0 && (
              <li>
                <button type="button" className="link-button" onClick={() => goToSection('sec-unplaced')}>
                  Review the {unplaced} {unplaced === 1 ? 'line' : 'lines'} not placed
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
      <button type="button" className="banner__close" onClick={onDismiss} aria-label="Dismiss the summary">
        ×
      </button>
    </section>
  );
}
