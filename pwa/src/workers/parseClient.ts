import { PARSE_TIMEOUT_MS } from '@folio/shared';
import { ParseError, type ParseOutcome, type ParseProgress } from '@folio/shared/parser';
import type { EmbeddedUse } from '@folio/shared/resume/exchange/embedded/parseWithEmbedded.js';
import { readParseResponse, type ParseRequest } from './parseProtocol.js';

/*
 * The one owner of the parse worker. `parseResume(file)` reads the PDF on this device and resolves with
 * the resume, where each field came from and what could not be placed. One worker stays alive between
 * parses (creating one costs 200–400 ms); a parse that runs past PARSE_TIMEOUT_MS gets the worker
 * terminated and a fresh one next time, so a hostile PDF never freezes the page. Parses run one at a
 * time, in call order.
 */

export interface ParseOptions {
  /** Called for each stage ('load', 'text' once per page, 'lines', …, 'fields'). */
  onProgress?: (progress: ParseProgress) => void;
  /** Aborting rejects with a DOMException named 'AbortError'. */
  signal?: AbortSignal;
  /** Watchdog; defaults to PARSE_TIMEOUT_MS. */
  timeoutMs?: number;
}

export type { ParseOutcome, ParseProgress };

/** The parse, and where its resume came from when the PDF carried one (an attached resume.json …). */
export type ParsedPdf = ParseOutcome & { embedded: EmbeddedUse | null };
export { ParseError };

/** How long a cancelled parse may take to stop before its worker is terminated. */
const CANCEL_GRACE_MS = 1000;

let worker: Worker | null = null;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Parses a PDF resume in the parse worker. Rejects with ParseError (`code` from the shared error
 * vocabulary: pdf_no_text, pdf_encrypted, parse_timeout, …) or an AbortError when `signal` aborts.
 */
export function parseResume(file: Blob | ArrayBuffer, options: ParseOptions = {}): Promise<ParsedPdf> {
  const run = queue.then(() => runParse(file, options));
  queue = run.catch(() => undefined);
  return run;
}

/** Terminates the worker (e.g. when leaving the upload flow); the next parse starts a new one. */
export function disposeParser(): void {
  worker?.terminate();
  worker = null;
}

/** Starts the worker ahead of time (while the user picks a file), so the first parse is warm. */
export function warmUpParser(): void {
  getWorker();
}

function getWorker(): Worker {
  worker ??= new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module', name: 'parse' });
  return worker;
}

async function runParse(file: Blob | ArrayBuffer, options: ParseOptions): Promise<ParsedPdf> {
  const { signal, onProgress } = options;
  if (signal?.aborted) throw abortError();
  const bytes = file instanceof ArrayBuffer ? file : await file.arrayBuffer();
  if (signal?.aborted) throw abortError();
  const id = nextId++;
  const current = getWorker();

  return new Promise<ParsedPdf>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const kill = () => {
      current.terminate();
      if (worker === current) worker = null;
    };
    const watchdog = setTimeout(() => {
      kill();
      finish(() => reject(new ParseError('parse_timeout')));
    }, options.timeoutMs ?? PARSE_TIMEOUT_MS);

    function onMessage(event: MessageEvent): void {
      const message = readParseResponse(event.data);
      if (!message || message.id !== id) return;
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done')
        finish(() => resolve({ ...message.outcome, embedded: message.embedded }));
      else if (message.code === 'cancelled') finish(() => reject(abortError()));
      else {
        const { code, message: text } = message;
        finish(() => reject(new ParseError(code, text)));
      }
    }
    function onError(event: ErrorEvent): void {
      event.preventDefault();
      kill();
      finish(() => reject(new ParseError('parse_failed')));
    }
    function onAbort(): void {
      post(current, { type: 'cancel', id });
      // A worker stuck inside pdf.js cannot read the cancel message; stop it if it does not answer.
      const grace = setTimeout(() => {
        current.removeEventListener('message', onAck);
        kill();
      }, CANCEL_GRACE_MS);
      function onAck(event: MessageEvent): void {
        const m = readParseResponse(event.data);
        if (!m || m.id !== id || m.type === 'progress') return;
        clearTimeout(grace);
        current.removeEventListener('message', onAck);
      }
      current.addEventListener('message', onAck);
      finish(() => reject(abortError()));
    }

    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort, { once: true });
    post(current, { type: 'parse', id, bytes }, [bytes]);
  });
}

function post(target: Worker, message: ParseRequest, transfer: Transferable[] = []): void {
  target.postMessage(message, transfer);
}

function abortError(): DOMException {
  return new DOMException('The parse was cancelled.', 'AbortError');
}
