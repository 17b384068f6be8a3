import type { UnplacedLine } from '@folio/shared/parser';
import { useState } from 'react';
import { copyText } from '../../components/clipboard.js';

export type PlaceTarget = 'summary' | 'highlight' | 'skill' | 'dismiss';

const ACTIONS: { target: PlaceTarget; label: string }[] = [
  { target: 'summary', label: 'Add to summary' },
  { target: 'highlight', label: 'Add as highlight' },
  { target: 'skill', label: 'Add as skill' },
];

/**
 * Lines of the PDF the parser could not place. Listed so nothing is lost: each can be added to the
 * resume, copied into any field, or dismissed.
 */
export function UnplacedLines({
  lines,
  onPlace,
}: {
  lines: readonly UnplacedLine[];
  onPlace: (index: number, target: PlaceTarget) => void;
}) {
  const [copied, setCopied] = useState<number | null>(null);
  if (lines.length === 0) return null;
  return (
    <section className="editor-section unplaced" aria-labelledby="sec-unplaced">
      <h2 id="sec-unplaced">Not placed ({lines.length})</h2>
      <p className="muted">
        These lines are in your PDF but we could not tell where they belong. Add them where they fit, copy
        them into any field, or dismiss them.
      </p>
      <ul className="unplaced__list">
        {lines.map((line, i) => (
          <li key={`${i}-${line.text}`} className="unplaced__item">
            <p className="unplaced__text">
              {line.text} <span className="muted">(page {line.page})</span>
            </p>
            <div className="unplaced__actions">
              {ACTIONS.map((a) => (
                <button
                  key={a.target}
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => onPlace(i, a.target)}
                >
                  {a.label}
                </button>
              ))}
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => void copyText(line.text).then((ok) => ok && setCopied(i))}
              >
                {copied === i ? 'Copied!' : 'Copy'}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Dismiss "${line.text.slice(0, 40)}"`}
                onClick={() => onPlace(i, 'dismiss')}
              >
                Dismiss
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
