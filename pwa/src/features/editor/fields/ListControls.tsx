interface Props {
  index: number;
  count: number;
  /** What one item is called, for the buttons' accessible names ("experience 2"). */
  itemLabel: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Move up, move down and remove: reordering works from the keyboard, not only by dragging. */
export function ListControls({ index, count, itemLabel, onMove, onRemove }: Props) {
  return (
    <div className="list-controls" role="group" aria-label={`Arrange ${itemLabel}`}>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={index === 0}
        aria-label={`Move ${itemLabel} up`}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={index === count - 1}
        aria-label={`Move ${itemLabel} down`}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-label={`Remove ${itemLabel}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}
