import { TEMPLATE_LIST, type PortfolioSettings, type ResumeData, type TemplateId } from '@folio/shared';
import { useDeferredValue, useId, useState } from 'react';
import { DEVICE_WIDTHS } from '../select-template/catalogModel.js';
import { TemplateFrame } from '../select-template/TemplateFrame.js';
import '../select-template/selectTemplate.css';

/**
 * The resume being edited in a real template, redrawn as it is typed (issue 22): what the page will
 * look like before any account or publishing. The same frame the template chooser uses, at a phone's
 * width so it fits beside the form. Loaded on demand.
 */
export function TemplatePreview({ resume, settings }: { resume: ResumeData; settings: PortfolioSettings }) {
  const id = useId();
  const [templateId, setTemplateId] = useState<TemplateId>(TEMPLATE_LIST[0]?.id ?? 'cascade');
  // Typing stays quick: the frame redraws with the latest text once React has time for it.
  const shown = useDeferredValue(resume);
  const name = TEMPLATE_LIST.find((t) => t.id === templateId)?.name ?? templateId;
  return (
    <div className="template-preview">
      <label className="field__label" htmlFor={`${id}-template`}>
        Template
      </label>
      <select
        id={`${id}-template`}
        className="field__input"
        value={templateId}
        onChange={(e) => setTemplateId(e.target.value as TemplateId)}
      >
        {TEMPLATE_LIST.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <TemplateFrame
        templateId={templateId}
        resume={shown}
        settings={settings}
        theme=""
        deviceWidth={DEVICE_WIDTHS.mobile}
        height={520}
        title={`Your page in the ${name} template`}
      />
    </div>
  );
}
