import { useEffect, useRef, type ReactNode } from 'react';
import { moveItem, removeItem, type ListChange } from '../editorModel.js';
import { ListControls } from './ListControls.js';

interface Props<T> {
  /** Singular name of an entry ("experience", "project"). */
  noun: string;
  items: readonly T[];
  onChange: (items: T[], change?: ListChange) => void;
  create: () => T;
  /** A short title for an entry's header ("Engineer at Acme"). */
  title: (item: T) => string;
  render: (item: T, index: number, update: (item: T) => void) => ReactNode;
  /** Other sections an entry can move to (a job the parse took for a project). */
  moveTo?: { label: string; move: (index: number) => void }[];
}

/** A list of resume entries: each editable, addable, removable and movable with buttons. */
export function EntryList<T>({ noun, items, onChange, create, title, render, moveTo }: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  useEffect(() => {
    // "Add experience": the keyboard goes to the new entry's first field, not back to the page's top.
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLElement>('.entry:last-of-type [data-path]')?.focus();
  }, [items.length]);
  return (
    <div className="entry-list" ref={listRef}>
      {items.map((item, index) => {
        const label = `${noun} ${index + 1}`;
        return (
          <fieldset key={index} className="entry">
            <legend className="entry__legend">{title(item) || `New ${noun}`}</legend>
            <ListControls
              index={index}
              count={items.length}
              itemLabel={label}
              onMove={(to) => onChange(moveItem(items, index, to), { kind: 'move', from: index, to })}
              onRemove={() => onChange(removeItem(items, index), { kind: 'remove', index })}
            />
            {moveTo && moveTo.length > 0 && (
              <select
                className="field__input entry__move"
                aria-label={`Move ${label} to another section`}
                value=""
                onChange={(e) => moveTo.find((m) => m.label === e.target.value)?.move(index)}
              >
                <option value="">Move to…</option>
                {moveTo.map((m) => (
                  <option key={m.label} value={m.label}>
                    {m.label}
                  </option>
                ))}
              </select>
            )}
            {render(item, index, (next) => onChange(items.map((it, i) => (i === index ? next : it))))}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={() => {
          added.current = true;
          onChange([...items, create()]);
        }}
      >
        Add {noun}
      </button>
    </div>
  );
}
