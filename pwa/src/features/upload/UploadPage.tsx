import type { ParseProgress } from '@folio/shared/parser';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/index.js';
import { Banner } from '../../components/Banner.js';
import { Button } from '../../components/Button.js';
import { GUEST_OWNER_ID } from '../../db/index.js';
import { useToast } from '../../components/Toast.js';
import { useDocumentTitle } from '../../components/useDocumentTitle.js';
import { FORMAT_NAMES, sniffFile, type ImportKind } from '../../exchange/sniff.js';
import { parseResume, warmUpParser } from '../../workers/parseClient.js';
import { takePendingUpload } from '../landing/pendingUpload.js';
import { validatePdf } from '../landing/validatePdf.js';
import { DropZone } from './DropZone.js';
import { RestoreBackup } from './RestoreBackup.js';
import { existingDraftFor, portfolioMadeFrom, readChosenPdf, saveParsedResume } from './saveParsed.js';
import { TipsCards } from './TipsCards.js';
import {
  detectedSummary,
  formatKilobytes,
  parseFailureMessage,
  stageFraction,
  stageText,
} from './uploadModel.js';
import './upload.css';

type UploadState =
  | { phase: 'empty'; error: string | null }
  | { phase: 'chosen'; file: File; error: string | null; kind?: ImportKind }
  | { phase: 'parsing'; file: File; progress: ParseProgress | null; kind?: ImportKind }
  | { phase: 'parsed'; file: File; name: string; title: string }
  | { phase: 'made'; file: File; portfolio: { id: string; title: string } };

export const SAME_PDF_NOTICE =
  'You uploaded this PDF before: your draft of it is open, with the changes you made.';

/** The editor is the next screen: fetching its code while the PDF is read saves that wait later. */
const loadEditor = () => import('../editor/EditorPage.js');

/**
 * /upload (SPEC.md section 2): choose a PDF, and it is read on this device by the parse worker with
 * its real progress. The parse is kept in IndexedDB with the original PDF, then the editor opens. A
 * failure keeps the file chosen and says what went wrong.
 */
export function UploadPage() {
  useDocumentTitle('Upload Your Resume');
  const { user } = useAuth();
  // Reading a resume needs no account (issue 22): a visitor's is kept on this device as the guest's.
  const ownerId = user?._id ?? GUEST_OWNER_ID;
  const navigate = useNavigate();
  const toast = useToast();
  const [state, setState] = useState<UploadState>({ phase: 'empty', error: null });
  const abort = useRef<AbortController | null>(null);
  // "Use the draft instead" after being told a portfolio was made from this PDF.
  const again = useRef(false);

  const choose = async (file: File) => {
    // User Timing marks for the speed benchmark (file chosen → editor shown); free when unobserved.
    performance.mark('folio:file-chosen');
    // JSON Resume, RenderCV YAML and LinkedIn exports are imported exactly, without parsing (issue 24).
    const kind = await sniffFile(file).catch(() => 'unknown' as const);
    if (kind === 'json' || kind === 'yaml' || kind === 'zip') {
      setState({ phase: 'chosen', file, error: null, kind });
      return;
    }
    const problem = await validatePdf(file);
    setState(problem ? { phase: 'empty', error: problem } : { phase: 'chosen', file, error: null });
    if (!problem) performance.mark('folio:file-ready');
  };

  useEffect(() => {
    warmUpParser();
    void loadEditor();
    // A PDF dropped on the landing page arrives here (issue 4).
    const pending = takePendingUpload();
    if (pending) void choose(pending);
    return () => abort.current?.abort();
  }, []);

  const handleParse = async () => {
    if (state.phase !== 'chosen') return;
    const { file } = state;
    if (state.kind) {
      await handleImport(file, state.kind);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    performance.mark('folio:parse-start');
    setState({ phase: 'parsing', file, progress: null });
    try {
      // The same PDF chosen again opens its draft, with the corrections already made there.
      const pdf = await readChosenPdf(file);
      // Already made into a portfolio here: open that one, or knowingly start again.
      const made = again.current ? null : await portfolioMadeFrom(ownerId, pdf.sha256);
      again.current = false;
      if (made) {
        setState({ phase: 'made', file, portfolio: { id: made.id, title: made.title } });
        return;
      }
      const existing = await existingDraftFor(ownerId, pdf.sha256);
      if (existing) {
        toast(SAME_PDF_NOTICE, 'info');
        navigate(`/edit?draft=${encodeURIComponent(existing.id)}`);
        return;
      }
      // The worker is handed a copy (the transfer empties what it is given); the bytes stay to be kept.
      const outcome = await parseResume(pdf.bytes.slice().buffer, {
        signal: controller.signal,
        onProgress: (progress) => setState({ phase: 'parsing', file, progress }),
      });
      performance.mark('folio:parsed');
      const draft = await saveParsedResume(ownerId, pdf, outcome);
      performance.mark('folio:saved');
      setState({ phase: 'parsed', file, ...detectedSummary(outcome.resume) });
      const imported = outcome.embedded && { ...outcome.embedded, otherDrafts: 0 };
      navigate(`/edit?draft=${encodeURIComponent(draft.id)}`, { state: { justParsed: true, imported } });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: 'chosen', file, error: parseFailureMessage(error) });
    }
  };

  const handleImport = async (file: File, kind: ImportKind) => {
    setState({ phase: 'parsing', file, progress: null, kind });
    try {
      const [{ readImportFile }, { saveImported }] = await Promise.all([
        import('../../exchange/importFile.js'),
        import('../../exchange/saveImported.js'),
      ]);
      const imported = await readImportFile(file, kind);
      const draft = await saveImported(ownerId, file.name, imported);
      const otherDrafts = imported.resumes.length - 1;
      navigate(`/edit?draft=${encodeURIComponent(draft.id)}`, {
        state: { imported: { source: imported.format, notes: imported.notes, otherDrafts } },
      });
    } catch (error) {
      const { importFailureMessage } = await import('../../exchange/importFile.js');
      setState({ phase: 'chosen', file, kind, error: importFailureMessage(error) });
    }
  };

  const busy = state.phase === 'parsing' || state.phase === 'parsed';
  return (
    <main id="main" className="page upload-page">
      <h1>Upload Your Resume</h1>
      <p className="muted">
        Your resume is read right here in your browser — it works offline, and nothing is published until you
        choose a template.
      </p>

      {state.phase !== 'parsed' && state.phase !== 'made' && (
        <section className="card upload-card" aria-label="Your resume">
          {state.phase === 'empty' ? (
            <DropZone onFile={(file) => void choose(file)} disabled={busy} />
          ) : (
            <div className="upload-file">
              <div>
                <p className="upload-file__name">{state.file.name}</p>
                <p className="muted upload-file__size">
                  {formatKilobytes(state.file.size)}
                  {state.phase === 'chosen' && state.kind && <> · {FORMAT_NAMES[state.kind]}</>}
                </p>
              </div>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => setState({ phase: 'empty', error: null })}
                aria-label={`Remove ${state.file.name}`}
              >
                Remove
              </Button>
            </div>
          )}

          {(state.phase === 'empty' || state.phase === 'chosen') && state.error && (
            <Banner tone="error">{state.error}</Banner>
          )}

          {state.phase === 'chosen' && (
            <Button size="lg" onClick={() => void handleParse()}>
              {state.kind ? `Import ${FORMAT_NAMES[state.kind]}` : 'Read my resume on this device'}
            </Button>
          )}

          {state.phase === 'parsing' && state.kind && (
            <p className="upload-progress__title" role="status">
              Reading your {FORMAT_NAMES[state.kind]}...
            </p>
          )}
          {state.phase === 'parsing' && !state.kind && (
            <div className="upload-progress" role="status" aria-live="polite">
              <p className="upload-progress__title">Reading your resume on this device...</p>
              <progress max={1} value={stageFraction(state.progress)} aria-label="Parsing progress" />
              <p className="muted">{stageText(state.progress)}</p>
            </div>
          )}
        </section>
      )}

      {state.phase === 'made' && (
        <section className="card upload-card" aria-labelledby="made-title">
          <h2 id="made-title" className="upload-progress__title">
            You already made a portfolio from this PDF
          </h2>
          <p>
            <strong>{state.portfolio.title}</strong> was made from {state.file.name}. Open it to change it, or
            go back to the draft it was made from (publishing that draft makes a second portfolio).
          </p>
          <div className="row">
            <Button onClick={() => navigate(`/edit?portfolio=${encodeURIComponent(state.portfolio.id)}`)}>
              Open {state.portfolio.title}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                again.current = true;
                setState({ phase: 'chosen', file: state.file, error: null });
              }}
            >
              Use the draft instead
            </Button>
          </div>
        </section>
      )}

      {state.phase === 'parsed' && (
        <section className="card upload-card" role="status" aria-live="polite">
          <p className="upload-progress__title">Resume read</p>
          <p>
            <strong>{state.name}</strong>
            {state.title && <> — {state.title}</>}
          </p>
          <p className="muted">Opening the editor so you can check every field...</p>
        </section>
      )}

      <TipsCards />
      {user && <RestoreBackup ownerId={user._id} />}
    </main>
  );
}
