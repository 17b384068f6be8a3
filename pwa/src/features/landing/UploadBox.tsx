import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from '@folio/shared';
import { lazy, Suspense, useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORMAT_NAMES, sniffFile, type ImportKind } from '../../exchange/sniff.js';
import { formatMegabytes, PDF_MESSAGES, validatePdf } from './validatePdf.js';
import { setPendingUpload } from './pendingUpload.js';
import { Icon } from '../../components/Icon.js';

// The check reads the PDF with the parser: its code loads only when a visitor asks for it.
const EmployerCheck = lazy(() => import('./EmployerCheck.js').then((m) => ({ default: m.EmployerCheck })));

/** What the box found in a file: a PDF to read, or a file imported exactly as it is. */
type Found = { file: File; kind: 'pdf' | ImportKind };

/**
 * The hero's upload box: drop or choose a resume (a PDF, or the JSON Resume, RenderCV YAML and
 * LinkedIn export files the upload imports), see what was found, and continue to /upload with it —
 * no account needed to read and edit it (issue 22). A PDF can also be checked here for how a
 * machine reads it. The file is checked here (kind, 5 MB) and kept in memory for the upload page.
 */
export function UploadBox() {
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [found, setFound] = useState<Found | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const file = found?.file ?? null;

  const accept = async (candidate: File | undefined) => {
    if (!candidate) return;
    setChecking(false);
    const kind = await sniffFile(candidate).catch(() => 'unknown' as const);
    const imported = kind === 'json' || kind === 'yaml' || kind === 'zip';
    const problem = imported
      ? candidate.size > MAX_UPLOAD_BYTES
        ? PDF_MESSAGES.tooLarge
        : null
      : await validatePdf(candidate);
    setError(problem);
    setFound(problem ? null : { file: candidate, kind: imported ? kind : 'pdf' });
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
        aria-label="Resume file"
        accept=".pdf,application/pdf,.json,application/json,.yaml,.yml,.zip,application/zip"
        className="visually-hidden"
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          void accept(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {found && file ? (
        <div className="upload-box__chosen">
          <span className="upload-box__icon">
            <Icon name="doc" size="2.5rem" />
          </span>
          <p className="upload-box__name break">{file.name}</p>
          <p className="muted" data-testid="upload-box-found">
            {found.kind === 'pdf' ? 'A PDF' : `A ${FORMAT_NAMES[found.kind]} file`} ·{' '}
            {formatMegabytes(file.size)}
          </p>
          <p className="muted">Read and edit it here on your device; an account is needed only to publish.</p>
          <div className="row row--center">
            <button type="button" className="btn btn--primary" onClick={() => navigate('/upload')}>
              Continue with this file
            </button>
            {found.kind === 'pdf' && !checking && (
              <button type="button" className="btn btn--secondary" onClick={() => setChecking(true)}>
                How will an employer's system read it?
              </button>
            )}
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setFound(null);
                setChecking(false);
                setPendingUpload(null);
              }}
            >
              Remove
            </button>
          </div>
          {checking && (
            <Suspense fallback={<p role="status">Reading your PDF on this device...</p>}>
              <EmployerCheck file={file} />
            </Suspense>
          )}
        </div>
      ) : (
        <div className="upload-box__prompt">
          <span className="upload-box__icon">
            <Icon name="upload" size="2.5rem" />
          </span>
          <p className="upload-box__title">Drop your resume here, or choose a file</p>
          <p className="muted">
            PDF up to {MAX_UPLOAD_LABEL}, or a JSON Resume, RenderCV YAML or LinkedIn export (ZIP). It is read
            on your device; no account needed to try.
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => inputRef.current?.click()}>
            Choose a file
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
