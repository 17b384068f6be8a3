/** A busy indicator with words for screen readers (and sighted users when `label` is shown). */
export function Spinner({ label, showLabel = true }: { label: string; showLabel?: boolean }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
