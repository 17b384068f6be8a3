import { moveItem, removeItem, splitText, type ListChange } from '../editorModel.js';
import { ListControls } from './ListControls.js';
import { TextInput } from './TextInput.js';

interface Props {
  label: string;
  noun: string;
  path: string;
  items: readonly string[];
  onChange: (items: string[], change?: ListChange) => void;
  multiline?: boolean;
}

/** A list of short texts (bullets, highlights, technologies): edit, add, remove, reorder. */
export function StringList({ label, noun, path, items, onChange, multiline }: Props) {
  return (
    <div className="string-list" role="group" aria-label={label}>
      <p className="field__label">{label}</p>
      {items.map((item, index) => (
        <div key={index} className="string-list__row">
          <TextInput
            label={`${noun} ${index + 1}`}
            path={`${path}.${index}`}
            value={item}
            multiline={multiline}
            onChange={(value) => onChange(items.map((it, i) => (i === index ? value : it)))}
          />
          <ListControls
            index={index}
            count={items.length}
            itemLabel={`${noun} ${index + 1}`}
            onMove={(to) => onChange(moveItem(items, index, to), { kind: 'move', from: index, to })}
            onRemove={() => onChange(removeItem(items, index), { kind: 'remove', index })}
          />
          {multiline && (
            <div className="list-controls" role="group" aria-label={`Split or join ${noun} ${index + 1}`}>
              {splitText(item).length > 1 && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={`Split ${noun} ${index + 1}`}
                  onClick={() => {
                    // In two at a time, so each split is one step and provenance follows it.
                    const [head = '', ...rest] = splitText(item);
                    const next = [...items.slice(0, index), head, rest.join('\n'), ...items.slice(index + 1)];
                    onChange(next, { kind: 'split', index });
                  }}
                >
                  Split
                </button>
              )}
              {index < items.length - 1 && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={`Join with next: ${noun} ${index + 1}`}
                  onClick={() => {
                    const joined = `${item.trim()} ${(items[index + 1] ?? '').trim()}`.trim();
                    const next = [...items.slice(0, index), joined, ...items.slice(index + 2)];
                    onChange(next, { kind: 'merge', index });
                  }}
                >
                  Join with next
                </button>
              )}
            </div>
          )}
        </div>
      ))}
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange([...items, ''])}>
        Add {noun}
      </button>
    </div>
  );
}
