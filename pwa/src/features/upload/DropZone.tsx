import { useRef, useState, type DragEvent } from 'react';

interface Props {
  onFile: (file: File) => void;
  disabled: boolean;
}

/**
 * Drag and drop or 'Choose PDF File' (SPEC.md section 2). The picker also offers the files imported
 * exactly (issue 24): JSON Resume, RenderCV YAML, a LinkedIn data export.
 */
export function DropZone({ onFile, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      className={`drop-zone${over ? ' drop-zone--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <p className="drop-zone__title">Drag and drop your resume here</p>
      <p className="muted drop-zone__also">
        Also takes a JSON Resume, a RenderCV YAML file or your LinkedIn data export (ZIP).
      </p>
      <p className="muted">or</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        Choose PDF File
      </button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept=".pdf,application/pdf,.json,application/json,.yaml,.yml,.zip,application/zip"
        tabIndex={-1}
        aria-label="Choose PDF File"
        data-testid="resume-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so choosing the same file again after Remove still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
