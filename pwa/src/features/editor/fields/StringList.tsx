import { moveItem, removeItem, type ListChange } from '../editorModel.js';
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
        </div>
      ))}
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange([...items, ''])}>
        Add {noun}
      </button>
    </div>
  );
}
