import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PARSE_TIMEOUT_MS, type ResumeData } from '@folio/shared';
// The subpath form the server bundle (build.mjs) resolves; the PWA imports the same module as
// '@folio/shared/parser'.
import {
  ParseError,
  parsePdfWith,
  type ParseOutcome,
  type ProgressCallback,
} from '@folio/shared/resume/parse/index.js';
import { parseWithEmbedded } from '@folio/shared/resume/exchange/embedded/parseWithEmbedded.js';
import { isExtractReady, readExtractResponse, type ExtractRequest } from './extractProtocol.js';
import { loadPdfjs, nodeDocumentOptions } from './pdfjsNode.js';

/*
 * The Node side of the parser. The whole parse — pdf.js (the same pdfjs-dist as the browser) reading the PDF and the
 * shared core turning its text into a resume — runs in a worker thread (extractWorker.ts) that stays
 * alive between parses; this thread only receives the ParseOutcome. Both parts work synchronously
 * for long stretches, so only another thread can stop them: a parse that runs past PARSE_TIMEOUT_MS
 * has its worker terminated and ends in parse_timeout, and the server keeps answering meanwhile.
 */

export { loadPdfjs };

export interface NodeParseOptions {
  onProgress?: ProgressCallback;
  timeoutMs?: number;
  /** How far the process may grow while this PDF is read; see MEMORY_LIMIT_BYTES. */
  memoryLimitBytes?: number;
  /** Read real font names (bold/italic) at the cost of an operator list per page. */
  fontNames?: boolean;
  /**
   * Use the resume data the PDF carries (an attached resume.json, RMS metadata) before guessing, as
   * the app's parse does (shared/src/resume/exchange/embedded). Off for the parser's own measurements
   * (parse CLI, bench), which score the guessing.
   */
  embedded?: boolean;
}

/** Parses PDF bytes into a ParseOutcome; throws ParseError (with an ErrorCode) when there is no resume. */
export async function parsePdfOutcome(
  bytes: Uint8Array,
  options: NodeParseOptions = {},
): Promise<ParseOutcome> {
  const started = performance.now();
  const outcome = await parse(bytes, options);
  outcome.meta.ms = Math.round(performance.now() - started);
  return outcome;
}

/** Parses PDF bytes in Node with the shared parser core. Throws ParseError (with an ErrorCode) on bad input. */
export async function parsePdf(bytes: Uint8Array, options: NodeParseOptions = {}): Promise<ResumeData> {
  return (await parsePdfOutcome(bytes, options)).resume;
}

/** Stops the worker thread (tests, shutdown); the next parse starts a new one. */
export async function closeParser(): Promise<void> {
  const w = worker;
  worker = null;
  await w?.thread.terminate();
}

/**
 * Starts the worker thread and loads pdf.js in it ahead of the first upload (server start), so the
 * first person to upload does not wait for it. Failures are left for the first parse to report.
 */
export function warmParser(): Promise<void> {
  const script = workerScript();
  return script ? startWorker(script).ready.catch(() => undefined) : loadPdfjs().then(() => undefined);
}

/**
 * A resume takes pdf.js a few dozen megabytes. A compressed stream can inflate a 1 MB upload to
 * gigabytes, and pdf.js holds those bytes outside the JavaScript heap, where the worker's heap cap
 * does not reach. So while a parse runs the server watches its own resident memory and stops the
 * parse once it has grown this much.
 */
const MEMORY_LIMIT_BYTES = 512 * 1024 * 1024;
const MEMORY_CHECK_MS = 20;

/** How long a new worker may take to load pdf.js before parses report parse_failed. */
const WORKER_START_LIMIT_MS = 120_000;

interface ParserWorker {
  thread: Worker;
  /** Resolves when the worker has loaded pdf.js (its `ready` message). */
  ready: Promise<void>;
}

let worker: ParserWorker | null = null;
let nextId = 1;

function startWorker(script: URL): ParserWorker {
  if (worker) return worker;
  // A PDF that inflates to gigabytes must end this thread, not the server: cap its heap.
  const thread = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: 768 } });
  // An idle worker must not keep a CLI or a test run alive.
  thread.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const done = (fn: () => void) => {
      clearTimeout(limit);
      thread.off('message', onMessage);
      thread.off('error', onFail);
      thread.off('exit', onFail);
      fn();
    };
    const onMessage = (data: unknown) => {
      if (isExtractReady(data)) done(resolve);
    };
    const onFail = () => done(() => reject(new ParseError('parse_failed')));
    const limit = setTimeout(() => {
      void thread.terminate();
      done(() => reject(new ParseError('parse_failed')));
    }, WORKER_START_LIMIT_MS);
    limit.unref();
    thread.on('message', onMessage);
    thread.once('error', onFail);
    thread.once('exit', onFail);
  });
  const started: ParserWorker = { thread, ready };
  ready.catch(() => {
    if (worker === started) worker = null;
  });
  worker = started;
  return started;
}
let queue: Promise<unknown> = Promise.resolve();

function parse(bytes: Uint8Array, options: NodeParseOptions): Promise<ParseOutcome> {
  // pdf.js transfers (detaches) the buffer it is given; the caller keeps its own bytes.
  const copy = bytes.slice();
  const script = workerScript();
  const run = queue.then(() => (script ? parseInWorker(script, copy, options) : parseHere(copy, options)));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The worker entry: the bundled extractWorker.js beside the server bundle, or (running from source
 * under tsx or vitest) extractWorker.ts loaded through tsx. Null when neither exists.
 */
function workerScript(): URL | null {
  const js = new URL('./extractWorker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return js;
  const ts = new URL('./extractWorker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(ts))) return null;
  // A data: module that registers tsx in the new thread and then loads the TypeScript entry.
  const boot = `const { tsImport } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
await tsImport(${JSON.stringify(ts.href)}, ${JSON.stringify(import.meta.url)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

async function parseInWorker(
  script: URL,
  bytes: Uint8Array<ArrayBuffer>,
  options: NodeParseOptions,
): Promise<ParseOutcome> {
  const started = startWorker(script);
  await started.ready;
  const current = started.thread;
  const id = nextId++;
  return new Promise<ParseOutcome>((resolve, reject) => {
    const finish = (fn: () => void) => {
      clearTimeout(watchdog);
      clearInterval(memoryWatch);
      // An idle worker must not keep a CLI or a test run alive.
      current.unref();
      current.off('message', onMessage);
      current.off('error', onError);
      current.off('exit', onExit);
      fn();
    };
    const kill = () => {
      if (worker === started) worker = null;
      void current.terminate();
    };
    const watchdog = setTimeout(() => {
      kill();
      finish(() => reject(new ParseError('parse_timeout')));
    }, options.timeoutMs ?? PARSE_TIMEOUT_MS);
    const baseline = process.memoryUsage.rss();
    const memoryLimit = options.memoryLimitBytes ?? MEMORY_LIMIT_BYTES;
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline <= memoryLimit) return;
      kill();
      finish(() => reject(new ParseError('pdf_too_complex')));
    }, MEMORY_CHECK_MS);
    const onMessage = (data: unknown) => {
      const message = readExtractResponse(data);
      if (!message || message.id !== id) return;
      if (message.type === 'progress') options.onProgress?.(message.progress);
      else if (message.type === 'done') finish(() => resolve(message.outcome));
      else finish(() => reject(new ParseError(message.code, message.message)));
    };
    const onError = () => {
      kill();
      finish(() => reject(new ParseError('parse_failed')));
    };
    const onExit = () => {
      if (worker === started) worker = null;
      finish(() => reject(new ParseError('parse_failed')));
    };
    current.on('message', onMessage);
    current.on('error', onError);
    current.on('exit', onExit);
    current.ref();
    const request: ExtractRequest = {
      id,
      bytes,
      fontNames: options.fontNames ?? false,
      embedded: options.embedded ?? false,
    };
    current.postMessage(request, [bytes.buffer]);
  });
}

/**
 * Without a worker entry, the parse runs on this thread; the time limit is then checked between
 * pages, and the text budget (shared/src/resume/parse/items/budget.ts) bounds the core.
 */
async function parseHere(bytes: Uint8Array, options: NodeParseOptions): Promise<ParseOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? PARSE_TIMEOUT_MS);
  try {
    const parseOptions = {
      documentOptions: nodeDocumentOptions(),
      fontNames: options.fontNames ?? false,
      onProgress: options.onProgress,
      signal: controller.signal,
    };
    const pdfjs = await loadPdfjs();
    return options.embedded
      ? (await parseWithEmbedded(pdfjs, bytes, parseOptions)).outcome
      : await parsePdfWith(pdfjs, bytes, parseOptions);
  } catch (error) {
    if (controller.signal.aborted) throw new ParseError('parse_timeout');
    throw error instanceof ParseError ? error : new ParseError('parse_failed');
  } finally {
    clearTimeout(timer);
  }
}
