import { useId, useState } from 'react';
import { isLowConfidence, parseDateInput } from '../editorModel.js';
import { useReview } from '../reviewContext.js';

interface Props {
  label: string;
  path: string;
  value: string | null;
  onChange: (value: string | null) => void;
  allowPresent?: boolean;
}

/**
 * A resume date as the schema stores it (YYYY-MM, YYYY, or 'present' for end dates). What is typed
 * is kept while it is incomplete; only a valid date reaches the resume.
 */
export function DateInput({ label, path, value, onChange, allowPresent = false }: Props) {
  const id = useId();
  const { provenance, focus } = useReview();
  const [raw, setRaw] = useState(value ?? '');
  const [lastValue, setLastValue] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (value !== lastValue) {
    // Changed from outside (undo of a conflict, a move): show the stored value.
    setLastValue(value);
    setRaw(value ?? '');
    setInvalid(false);
  }
  const unsure = isLowConfidence(provenance, path);
  return (
    <div className="field field--date">
      <label className="field__label" htmlFor={id}>
        {label}
        {unsure && <span className="unsure-mark">Check this</span>}
      </label>
      <input
        id={id}
        className={`field__input${unsure ? ' field__input--unsure' : ''}`}
        value={raw}
        inputMode="numeric"
        placeholder={allowPresent ? 'YYYY-MM or present' : 'YYYY-MM'}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        data-path={path}
        onFocus={() => focus(path)}
        // "Jan 86" typed shows as it is stored once the field is left, so the person sees how it was read.
        onBlur={() => !invalid && setRaw(lastValue ?? '')}
        onChange={(event) => {
          setRaw(event.target.value);
          const parsed = parseDateInput(event.target.value, allowPresent);
          setInvalid(!parsed.ok);
          if (parsed.ok) {
            setLastValue(parsed.value);
            onChange(parsed.value);
          }
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          Use YYYY-MM, YYYY or a month and year (Jan 2019){allowPresent ? ", or 'present'" : ''}.
        </p>
      )}
    </div>
  );
}
