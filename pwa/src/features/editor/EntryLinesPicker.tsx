import type { ResumeData } from '@folio/shared';
import { useState } from 'react';
import { entryLines, entryLinesToEntry } from './entryLines.js';
import type { MovableList } from './entryMoves.js';
import { focusFieldSoon } from './focusField.js';
import { MakeEntry } from './MakeEntry.js';
import type { ResumeUpdate } from './sections/types.js';

/**
 * The lines of an entry (its description and bullets), any of which can leave it to be an entry of any
 * section: the second job of two the parse ran together, a school listed under a job (issue 22).
 */
export function EntryLinesPicker({
  resume,
  list,
  index,
  update,
}: {
  resume: ResumeData;
  list: MovableList;
  index: number;
  update: ResumeUpdate;
}) {
  const [picked, setPicked] = useState<readonly number[]>([]);
  const lines = entryLines(resume, list, index);
  if (lines.length < 1) return null;
  const chosen = picked.filter((i) => i < lines.length);
  return (
    <details className="entry-lines">
      <summary>Make some of these lines a new entry</summary>
      <ul className="unplaced__list entry-lines__list">
        {lines.map((text, i) => (
          <li key={`${i}-${text}`}>
            <label className="unplaced__pick">
              <input
                type="checkbox"
                checked={chosen.includes(i)}
                onChange={(e) => setPicked((p) => (e.target.checked ? [...p, i] : p.filter((k) => k !== i)))}
              />
              <span className="unplaced__text">{text}</span>
            </label>
          </li>
        ))}
      </ul>
      <MakeEntry
        count={chosen.length}
        onMake={(target) => {
          // The new entry goes at the end of its section; its first field gets the keyboard.
          const at = resume[target].length;
          update((r) => entryLinesToEntry(r, list, index, chosen, target));
          setPicked([]);
          focusFieldSoon(`${target}.${at}.`);
        }}
      />
    </details>
  );
}
