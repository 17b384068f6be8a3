import type { UnplacedLine } from '@folio/shared/parser';
import { useId, useState } from 'react';
import { copyText } from '../../components/clipboard.js';
import { ENTRY_TARGETS, type EntryTarget } from './linesToEntry.js';

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
  const [target, setTarget] = useState<EntryTarget>('experience');
  const id = useId();
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
      <div className="unplaced__make" role="group" aria-labelledby={`${id}-make`}>
        <p id={`${id}-make`} className="unplaced__make-label">
          {chosen.length === 0
            ? 'Select lines to make them one entry.'
            : `${chosen.length} ${chosen.length === 1 ? 'line' : 'lines'} selected.`}
        </p>
        <label className="visually-hidden" htmlFor={`${id}-target`}>
          Make the selected lines
        </label>
        <select
          id={`${id}-target`}
          className="field__input unplaced__target"
          value={target}
          onChange={(e) => setTarget(e.target.value as EntryTarget)}
        >
          {ENTRY_TARGETS.map((t) => (
            <option key={t.target} value={t.target}>
              {t.target === 'languages' ? 'languages, a line each' : `a ${t.noun}`}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={chosen.length === 0}
          onClick={() => {
            onMake(chosen, target);
            setSelected(new Set());
          }}
        >
          Make {target === 'languages' ? 'languages' : `a ${nounOf(target)}`}
        </button>
      </div>
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

function nounOf(target: EntryTarget): string {
  return ENTRY_TARGETS.find((t) => t.target === target)?.noun ?? 'entry';
}
