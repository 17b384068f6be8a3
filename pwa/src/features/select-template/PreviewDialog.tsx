import { TEMPLATES, type PortfolioSettings, type ResumeData, type TemplateId } from '@folio/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { DEVICE_WIDTHS, DEVICES, type Device } from './catalogModel.js';
import { TemplateFrame } from './TemplateFrame.js';

interface Props {
  /** The template shown, or null when closed. */
  templateId: TemplateId | null;
  resume: ResumeData;
  settings: PortfolioSettings;
  /** The portfolio's theme id, '' for the template's own colours. */
  theme: string;
  onClose: () => void;
  onUse: (id: TemplateId) => void;
}

const DEVICE_LABELS: Record<Device, string> = { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' };

/**
 * The preview modal of SPEC.md section 2: the template at desktop, tablet or mobile width (the
 * template really lays itself out for that width), its description and features, Close and
 * Use This Template. A native <dialog>: focus is trapped and Escape closes it.
 */
export function PreviewDialog({ templateId, resume, settings, theme, onClose, onUse }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [device, setDevice] = useState<Device>('desktop');

  // The button that opened the preview gets the keyboard back when it closes (the dialog itself is
  // gone by then, so the browser's own return of focus has nowhere to come from).
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (templateId && !opener.current && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
    if (!templateId && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
    if (!dialog) return;
    if (templateId && !dialog.open) dialog.showModal();
    if (!templateId && dialog.open) dialog.close();
  }, [templateId]);

  if (!templateId) return null;
  const info = TEMPLATES[templateId];
  return (
    <dialog
      ref={ref}
      className="preview-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="preview-dialog__panel">
        <header className="preview-dialog__header">
          <h2 id={titleId}>{info.name}</h2>
          <div className="preview-dialog__devices" role="group" aria-label="Preview width">
            {DEVICES.map((d) => (
              <button
                key={d}
                type="button"
                className="chip"
                aria-pressed={device === d}
                onClick={() => setDevice(d)}
              >
                {DEVICE_LABELS[d]}
              </button>
            ))}
          </div>
        </header>
        <div className={`preview-dialog__stage preview-dialog__stage--${device}`}>
          <TemplateFrame
            key={`${templateId}-${device}`}
            templateId={templateId}
            resume={resume}
            settings={settings}
            theme={theme}
            deviceWidth={DEVICE_WIDTHS[device]}
            height={device === 'mobile' ? 560 : 480}
            title={`${info.name} at ${DEVICE_LABELS[device].toLowerCase()} width`}
          />
        </div>
        <p>{info.description}</p>
        <ul className="template-card__features" aria-label="Features">
          {info.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <footer className="preview-dialog__footer">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn--primary" onClick={() => onUse(templateId)}>
            Use This Template
          </button>
        </footer>
      </div>
    </dialog>
  );
}
