// pdf.js ships no types for its worker entry; Node runs it on the parser's own thread.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
