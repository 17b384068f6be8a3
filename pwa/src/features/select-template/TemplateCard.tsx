import type { PortfolioSettings, ResumeData, TemplateInfo } from '@folio/shared';
import { DEVICE_WIDTHS } from './catalogModel.js';
import { TemplateFrame } from './TemplateFrame.js';

interface Props {
  info: TemplateInfo;
  resume: ResumeData;
  settings: PortfolioSettings;
  /** The portfolio's theme id, '' for the template's own colours. */
  theme: string;
  selected: boolean;
  onChoose: () => void;
}

/** One template: the person's resume in it (scaled), its name, description and features. */
export function TemplateCard({ info, resume, settings, theme, selected, onChoose }: Props) {
  return (
    <article className={`template-card${selected ? ' template-card--selected' : ''}`} data-template={info.id}>
      <div className="template-card__preview" inert>
        <TemplateFrame
          templateId={info.id}
          resume={resume}
          settings={settings}
          theme={theme}
          deviceWidth={DEVICE_WIDTHS.desktop}
          height={220}
          title={`${info.name} preview`}
        />
        {selected && (
          <span className="template-card__check" aria-hidden="true">
            ✓
          </span>
        )}
      </div>
      <div className="template-card__body">
        <h2 className="template-card__name">{info.name}</h2>
        <p className="template-card__category">{info.category}</p>
        <p className="template-card__description">{info.description}</p>
        <ul className="template-card__features" aria-label={`${info.name} features`}>
          {info.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--secondary template-card__choose"
          aria-pressed={selected}
          aria-label={`Preview ${info.name}`}
          onClick={onChoose}
        >
          {selected ? 'Selected' : 'Preview'}
        </button>
      </div>
    </article>
  );
}
