import type { PageMessages } from '../../i18n/messages.js';
import type { SummaryView } from '../types.js';

/**
 * The summary, collapsed after SUMMARY_COLLAPSE_WORDS words with 'Read more' / 'Show less'
 * (SPEC.md section 2). Built on <details> so it works without JavaScript and causes no layout shift
 * when scripts load; the full text is always in the document for crawlers and screen readers.
 */
export function Summary({
  summary,
  t,
  className = '',
}: {
  summary: SummaryView;
  t: PageMessages;
  className?: string;
}) {
  if (!summary.text) return null;
  if (summary.short === null) {
    return (
      <div className={`fx-summary ${className}`}>
        <p>{summary.text}</p>
      </div>
    );
  }
  return (
    <div className={`fx-summary fx-summary--long ${className}`}>
      <p className="fx-summary__short" aria-hidden="true">
        {summary.short}…
      </p>
      <details className="fx-summary__details">
        <summary className="fx-summary__toggle">
          <span className="fx-summary__more">{t.readMore}</span>
          <span className="fx-summary__less">{t.showLess}</span>
        </summary>
        <p className="fx-summary__full">{summary.text}</p>
      </details>
    </div>
  );
}
