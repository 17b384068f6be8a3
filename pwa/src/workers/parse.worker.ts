import { getDocument, OPS } from 'pdfjs-dist';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import { ParseError, type PdfjsLike } from '@folio/shared/parser';
import { parseWithEmbedded } from '@folio/shared/resume/exchange/embedded/parseWithEmbedded.js';
import { LocalBinaryDataFactory } from './cmaps.js';
import { readParseRequest, type ParseResponse } from './parseProtocol.js';

/*
 * The parse worker: pdf.js (pdfjs-dist 6.x, no eval anywhere) and the shared parser core, all off the
 * main thread. pdf.js' own worker code runs in this thread (STACK.md: faster than a nested worker), so
 * one worker serves every parse; the client terminates it if a parse hangs.
 */

// pdf.js looks for an in-thread worker implementation here before it would start another worker.
Object.assign(globalThis, { pdfjsWorker });

const pdfjs: PdfjsLike = { getDocument, OPS };
const running = new Map<number, AbortController>();

function send(message: ParseResponse): void {
  self.postMessage(message);
}

self.addEventListener('message', (event: MessageEvent) => {
  const request = readParseRequest(event.data);
  if (!request) return;
  if (request.type === 'cancel') {
    running.get(request.id)?.abort();
    return;
  }
  void parse(request.id, new Uint8Array(request.bytes));
});

async function parse(id: number, bytes: Uint8Array): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    // A resume the PDF carries (attached resume.json, RMS metadata) is used before any guessing.
    const { outcome, embedded } = await parseWithEmbedded(pdfjs, bytes, {
      documentOptions: { BinaryDataFactory: LocalBinaryDataFactory, useWorkerFetch: false, cMapPacked: true },
      signal: controller.signal,
      onProgress: (progress) => send({ type: 'progress', id, progress }),
    });
    send({ type: 'done', id, outcome, embedded });
  } catch (error) {
    if (controller.signal.aborted) send({ type: 'failed', id, code: 'cancelled', message: 'Cancelled.' });
    else if (error instanceof ParseError)
      send({ type: 'failed', id, code: error.code, message: error.message });
    else send({ type: 'failed', id, code: 'parse_failed', message: 'This PDF could not be read.' });
  } finally {
    running.delete(id);
  }
}
