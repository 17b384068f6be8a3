import type { UnplacedLine } from '@folio/shared/parser';
import { useState } from 'react';
import { copyText } from '../../components/clipboard.js';
import type { EntryTarget } from './linesToEntry.js';
import { MakeEntry } from './MakeEntry.js';

export type PlaceTarget = 'summary' | 'highlight' | 'skill' | 'dismiss';

const ACTIONS: { target: PlaceTarget; label: string }[] = [
  { target: 'summary', label: 'Add to summary' },
  { target: 'highlight', label: 'Add as highlight' },
  { target: 'skill', label: 'Add as skill' },
];

/**
 * Lines of the PDF the parser could not place. Listed so nothing is lost: each can be added to the
 * resume, copied into any field, or dismissed; several selected together become one entry of any
 * section (a job, a school...), split into its fields (issue 22).
 */
export function UnplacedLines({
  lines,
  onPlace,
  onMake,
}: {
  lines: readonly UnplacedLine[];
  onPlace: (index: number, target: PlaceTarget) => void;
  onMake: (indices: number[], target: EntryTarget) => void;
}) {
  const [copied, setCopied] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Selection is by line, not position: placing one line moves the others up.
  const keyOf = (line: UnplacedLine) => `${line.page}:${line.box.join(',')}:${line.text}`;
  const chosen = lines.flatMap((line, i) => (selected.has(keyOf(line)) ? [i] : []));
  if (lines.length === 0) return null;
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <section className="editor-section unplaced" aria-labelledby="sec-unplaced">
      <h2 id="sec-unplaced">Not placed ({lines.length})</h2>
      <p className="muted">
        These lines are in your PDF but we could not tell where they belong. Add them where they fit, copy
        them into any field, or dismiss them.
      </p>
      <MakeEntry
        count={chosen.length}
        onMake={(target) => {
          onMake(chosen, target);
          setSelected(new Set());
        }}
      />
      <ul className="unplaced__list">
        {lines.map((line, i) => (
          <li key={`${i}-${line.text}`} className="unplaced__item">
            <label className="unplaced__text unplaced__pick">
              <input
                type="checkbox"
                checked={selected.has(keyOf(line))}
                onChange={(e) => toggle(keyOf(line), e.target.checked)}
              />
              <span>
                {line.text} <span className="muted">(page {line.page})</span>
              </span>
            </label>
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
