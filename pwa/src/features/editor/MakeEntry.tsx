import { useId, useState } from 'react';
import { ENTRY_TARGETS, type EntryTarget } from './linesToEntry.js';

/** "3 lines selected. [a job ▾] [Make a job]": what picked lines become, for any list of lines. */
export function MakeEntry({ count, onMake }: { count: number; onMake: (target: EntryTarget) => void }) {
  const id = useId();
  const [target, setTarget] = useState<EntryTarget>('experience');
  return (
    <div className="unplaced__make" role="group" aria-labelledby={`${id}-make`}>
      <p id={`${id}-make`} className="unplaced__make-label">
        {count === 0
          ? 'Select lines to make them one entry.'
          : `${count} ${count === 1 ? 'line' : 'lines'} selected.`}
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
        disabled={count === 0}
        onClick={() => onMake(target)}
      >
        Make {makeWhat(target)}
      </button>
    </div>
  );
}

/** "a job", "a school", "languages". */
export function makeWhat(target: EntryTarget): string {
  const noun = ENTRY_TARGETS.find((t) => t.target === target)?.noun ?? 'entry';
  return target === 'languages' ? 'languages' : `a ${noun}`;
}
