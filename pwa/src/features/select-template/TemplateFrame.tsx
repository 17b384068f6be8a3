import type { PortfolioSettings, ResumeData, TemplateId } from '@folio/shared';
import { redactResume, themeDocClasses } from '@folio/shared';
import { TEMPLATE_COMPONENTS, toTemplateView } from '@folio/shared/templates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { COMMON_TEMPLATE_CSS, TEMPLATE_CSS, THEMED_TEMPLATE_CSS } from './templateStyles.js';

const FRAME_DOC = '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

interface Props {
  templateId: TemplateId;
  resume: ResumeData;
  settings: PortfolioSettings;
  /** The portfolio's theme id, '' for the template's own colours. */
  theme: string;
  /** The width the template lays itself out for (its media queries see this), in CSS pixels. */
  deviceWidth: number;
  /** Visible height of the preview, in CSS pixels of the page. */
  height: number;
  /** Accessible name of the frame. */
  title: string;
}

/**
 * The person's own resume in a real template component, inside an iframe so the template's styles,
 * media queries and fixed elements behave as on the published page, then scaled down with a CSS
 * transform to fit its box. The iframe is sandboxed without scripts: a preview is to look at.
 */
export function TemplateFrame({ templateId, resume, settings, theme, deviceWidth, height, title }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [doc, setDoc] = useState<Document | null>(null);
  const entry = TEMPLATE_COMPONENTS[templateId];
  // The same redaction and view model as the server uses for the public page.
  const view = useMemo(() => toTemplateView(redactResume(resume, settings), settings), [resume, settings]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([first]) => setBoxWidth(first?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!doc) return;
    doc.documentElement.lang = view.lang;
    doc.documentElement.dir = view.dir;
    doc.documentElement.className = [`fx-doc-${templateId}`, themeDocClasses(theme)]
      .filter(Boolean)
      .join(' ');
    const style = doc.createElement('style');
    style.textContent = `${COMMON_TEMPLATE_CSS}\n${TEMPLATE_CSS[templateId]}\n${THEMED_TEMPLATE_CSS}`;
    doc.head.appendChild(style);
    return () => style.remove();
  }, [doc, templateId, theme, view.lang, view.dir]);

  const scale = boxWidth > 0 ? Math.min(1, boxWidth / deviceWidth) : 0;
  const Component = entry.Component;
  return (
    <div ref={boxRef} className="template-frame" style={{ height }}>
      <iframe
        title={title}
        srcDoc={FRAME_DOC}
        sandbox="allow-same-origin"
        tabIndex={-1}
        loading="lazy"
        onLoad={(event) => setDoc(event.currentTarget.contentDocument)}
        style={{
          width: deviceWidth,
          height: scale > 0 ? height / scale : height,
          transform: `scale(${scale})`,
          visibility: scale > 0 ? 'visible' : 'hidden',
        }}
      />
      {doc &&
        createPortal(
          <Component data={view} settings={settings} portfolioId="preview" contactEndpoint="" />,
          doc.body,
        )}
    </div>
  );
}
