import type { FieldProvenance } from '@folio/shared/parser';
import { useEffect, useRef, useState } from 'react';
import { getDb, getPdf } from '../../db/index.js';
import type { PdfHandle } from './pdfRender.js';

interface Props {
  pdfId: string | null;
  /** Where the focused field came from, or null. */
  source: FieldProvenance | null;
  /** What the focused field is, for the highlight's description. */
  focusedLabel: string;
}

type PaneState =
  { status: 'loading' } | { status: 'none' } | { status: 'failed' } | { status: 'ready'; pdf: PdfHandle };

/**
 * The original PDF beside the form, with the source of the focused field outlined: the person can
 * see at a glance whether the parser read it right.
 */
export function PdfPane({ pdfId, source, focusedLabel }: Props) {
  const [state, setState] = useState<PaneState>({ status: pdfId ? 'loading' : 'none' });
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(0);
  // Zoomed in, the page is wider than the pane and scrolls, so small print is readable on a phone.
  const [zoom, setZoom] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!pdfId) return;
    let handle: PdfHandle | null = null;
    let cancelled = false;
    (async () => {
      const record = await getPdf(getDb(), pdfId);
      if (!record) return setState({ status: 'none' });
      const { openPdf } = await import('./pdfRender.js');
      handle = await openPdf(record.bytes);
      if (cancelled) handle.close();
      else setState({ status: 'ready', pdf: handle });
    })().catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
      handle?.close();
    };
  }, [pdfId]);

  // Follow the focused field to its page.
  const sourcePage = source?.page;
  useEffect(() => {
    if (sourcePage) setPage(sourcePage);
  }, [sourcePage]);

  const pdf = state.status === 'ready' ? state.pdf : null;
  useEffect(() => {
    const target = canvas.current;
    const box = frame.current;
    if (!pdf || !target || !box) return;
    let cancelled = false;
    const draw = () => {
      const width = box.clientWidth * zoom;
      if (width <= 0) return;
      pdf.render(Math.min(page, pdf.pages), target, width).then(
        (r) => !cancelled && setScale(r.scale),
        () => undefined,
      );
    };
    draw();
    const observer = new ResizeObserver(() => draw());
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [pdf, page, zoom]);

  // The outlined line is brought into view, wherever the zoom put it.
  const highlightBox = source && source.page === page && scale > 0 ? source.box : null;
  useEffect(() => {
    const box = frame.current;
    if (!box || !highlightBox) return;
    box.scrollTo({
      left: Math.max(0, highlightBox[0] * scale - 16),
      top: Math.max(0, highlightBox[1] * scale - box.clientHeight / 3),
    });
  }, [highlightBox, scale]);

  if (state.status === 'none') {
    return (
      <p className="muted pdf-pane__empty">
        The original PDF is not on this device, so there is nothing to compare with.
      </p>
    );
  }
  if (state.status === 'failed') return <p className="muted pdf-pane__empty">The PDF could not be shown.</p>;

  const highlight = highlightBox;
  return (
    <div className="pdf-pane">
      <div className="pdf-pane__bar">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          Previous page
        </button>
        <span aria-live="polite">
          Page {page} of {pdf?.pages ?? '…'}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!pdf || page >= pdf.pages}
          onClick={() => setPage(page + 1)}
        >
          Next page
        </button>
        <span className="pdf-pane__zoom" role="group" aria-label="Zoom">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={zoom <= 1}
            aria-label="Zoom out"
            onClick={() => setZoom((z) => Math.max(1, z - 0.5))}
          >
            −
          </button>
          <span aria-live="polite">{Math.round(zoom * 100)}%</span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={zoom >= 3}
            aria-label="Zoom in"
            onClick={() => setZoom((z) => Math.min(3, z + 0.5))}
          >
            +
          </button>
        </span>
      </div>
      {/* Scrolls when zoomed in: arrow keys scroll it once it has the keyboard. */}
      <div
        ref={frame}
        className="pdf-pane__frame"
        tabIndex={0}
        role="region"
        aria-label={`Page ${page}, zoomed to ${Math.round(zoom * 100)}%`}
      >
        <div className="pdf-pane__page" style={{ width: `${zoom * 100}%` }}>
          <canvas ref={canvas} role="img" aria-label={`Page ${page} of your PDF`} />
          {highlight && (
            <div
              className="pdf-pane__highlight"
              data-testid="source-highlight"
              title={`Where "${focusedLabel}" came from`}
              style={{
                left: highlight[0] * scale - 3,
                top: highlight[1] * scale - 3,
                width: highlight[2] * scale + 6,
                height: highlight[3] * scale + 6,
              }}
            />
          )}
        </div>
      </div>
      {state.status === 'loading' && <p className="muted">Loading your PDF...</p>}
    </div>
  );
}
