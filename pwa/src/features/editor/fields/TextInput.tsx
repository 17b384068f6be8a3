import { useId } from 'react';
import { isLowConfidence } from '../editorModel.js';
import { useReview } from '../reviewContext.js';

interface Props {
  label: string;
  /** Field path ('experience.0.title'), for the PDF highlight and the confidence mark. */
  path: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  hint?: string;
  maxLength?: number;
  autoComplete?: string;
}

/** One editable field, marked when the parser was unsure of what it put there. */
export function TextInput({
  label,
  path,
  value,
  onChange,
  multiline,
  type = 'text',
  hint,
  maxLength,
  autoComplete,
}: Props) {
  const id = useId();
  const { provenance, focus } = useReview();
  const unsure = isLowConfidence(provenance, path);
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : '', unsure ? `${id}-unsure` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    'aria-describedby': describedBy,
    'data-path': path,
    // Each field follows its own text: Arabic or Hebrew runs right to left, a URL beside it left to right.
    dir: 'auto',
    className: `field__input${multiline ? ' field__input--area' : ''}${unsure ? ' field__input--unsure' : ''}`,
    onFocus: () => focus(path),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {unsure && (
          <span id={`${id}-unsure`} className="unsure-mark">
            Check this
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete ?? 'off'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
