import { parentPort } from 'node:worker_threads';
import { parseWithEmbedded } from '@folio/shared/resume/exchange/embedded/parseWithEmbedded.js';
import { ParseError, parsePdfWith, type ParseProgress } from '@folio/shared/resume/parse/index.js';
import { loadPdfjs, nodeDocumentOptions } from './pdfjsNode.js';
import { readExtractRequest, type ExtractReady, type ExtractResponse } from './extractProtocol.js';

/*
 * Worker thread that parses one PDF at a time: pdf.js and the parser core, end to end. Both are
 * synchronous for long stretches and cannot be interrupted from the thread they run in; here the
 * server's thread stays free to answer everyone else and terminates this one when a parse overruns
 * (a hostile PDF ends in parse_timeout, not a frozen server).
 */

const port = parentPort;
if (!port) throw new Error('extractWorker must run in a worker thread');

// Loading pdf.js (and, from source, compiling through tsx) can take seconds on a busy machine; the
// parent starts a parse's time limit only after this, so start-up is never mistaken for a hostile PDF.
const pdfjs = await loadPdfjs();
port.postMessage({ type: 'ready' } satisfies ExtractReady);

port.on('message', (data: unknown) => {
  const request = readExtractRequest(data);
  if (!request) return;
  const send = (message: ExtractResponse) => port.postMessage(message);
  void (async () => {
    try {
      const options = {
        documentOptions: nodeDocumentOptions(),
        fontNames: request.fontNames,
        onProgress: (progress: ParseProgress) => send({ type: 'progress', id: request.id, progress }),
      };
      // The app's parse looks for the resume data the PDF carries first; the parser's own
      // measurements (embedded off) score the guessing alone.
      const outcome = request.embedded
        ? (await parseWithEmbedded(pdfjs, request.bytes, options)).outcome
        : await parsePdfWith(pdfjs, request.bytes, options);
      send({ type: 'done', id: request.id, outcome });
    } catch (error) {
      const code = error instanceof ParseError ? error.code : 'parse_failed';
      send({
        type: 'failed',
        id: request.id,
        code,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  })();
});
