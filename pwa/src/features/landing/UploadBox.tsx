import { MAX_UPLOAD_LABEL } from '@folio/shared';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMegabytes, validatePdf } from './validatePdf.js';
import { setPendingUpload } from './pendingUpload.js';
import { Icon } from '../../components/Icon.js';

/**
 * The hero's upload box: drop or choose a PDF, see its name and size, continue to /upload with it.
 * The file is checked here (PDF, 5 MB) and kept in memory for the upload page.
 */
export function UploadBox() {
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const accept = async (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = await validatePdf(candidate);
    setError(problem);
    setFile(problem ? null : candidate);
    setPendingUpload(problem ? null : candidate);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={`upload-box ${dragging ? 'upload-box--drag' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
    >
      <input
        ref={inputRef}
        type="file"
        tabIndex={-1}
        aria-label="Resume PDF"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          void accept(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {file ? (
        <div className="upload-box__chosen">
          <span className="upload-box__icon">
            <Icon name="doc" size="2.5rem" />
          </span>
          <p className="upload-box__name break">{file.name}</p>
          <p className="muted">{formatMegabytes(file.size)}</p>
          <div className="row row--center">
            <button type="button" className="btn btn--primary" onClick={() => navigate('/upload')}>
              Continue with this file
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setFile(null);
                setPendingUpload(null);
              }}
            >
              Remove
            </button>
          </div>
        </div>
      ) : (
        <div className="upload-box__prompt">
          <span className="upload-box__icon">
            <Icon name="upload" size="2.5rem" />
          </span>
          <p className="upload-box__title">Drop your resume here, or choose a file</p>
          <p className="muted">PDF up to {MAX_UPLOAD_LABEL}. It is read on your device.</p>
          <button type="button" className="btn btn--secondary" onClick={() => inputRef.current?.click()}>
            Choose PDF File
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} className="upload-box__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
