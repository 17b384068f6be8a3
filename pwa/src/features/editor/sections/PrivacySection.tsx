import type { PageLanguageCode, PortfolioSettings, ResumeData } from '@folio/shared';
import { TEXT_LIMITS } from '@folio/shared';
import { TranslationsField } from '../translations/TranslationsField.js';
import { PageLanguageField } from './PageLanguageField.js';

interface Props {
  settings: PortfolioSettings;
  onChange: (settings: PortfolioSettings) => void;
  hasPdf: boolean;
  /** The main resume, which translations written here start from. */
  resume: ResumeData;
  onTranslate: (language: PageLanguageCode) => void;
}

type SwitchKey = 'showTitle' | 'showEmail' | 'showPhone' | 'showLocation';

const SWITCHES: { key: SwitchKey; label: string; hint: string }[] = [
  {
    key: 'showTitle',
    label: 'Show my headline',
    hint: 'The line under your name; empty, your latest role’s title. Change it under About you.',
  },
  {
    key: 'showEmail',
    label: 'Show my email address',
    hint: 'Off: visitors write to you through the contact form instead.',
  },
  { key: 'showPhone', label: 'Show my phone number', hint: 'Off by default: anyone can read a public page.' },
  { key: 'showLocation', label: 'Show my location', hint: 'The city or region from your resume.' },
];

/** What the public page may show (issue 5): email and phone are private until switched on. */
export function PrivacySection({ settings, onChange, hasPdf, resume, onTranslate }: Props) {
  const set = (patch: Partial<PortfolioSettings>) => onChange({ ...settings, ...patch });
  return (
    <section className="editor-section" aria-labelledby="sec-privacy">
      <h2 id="sec-privacy">On your public page</h2>
      {SWITCHES.map(({ key, label, hint }) => (
        <label key={key} className="switch">
          <input type="checkbox" checked={settings[key]} onChange={(e) => set({ [key]: e.target.checked })} />
          <span>
            {label}
            <span className="field__hint">{hint}</span>
          </span>
        </label>
      ))}
      {hasPdf && (
        <label className="switch">
          <input
            type="checkbox"
            checked={settings.offerPdf}
            onChange={(e) => set({ offerPdf: e.target.checked })}
          />
          <span>
            Let visitors download my resume PDF
            <span className="field__hint">
              Off by default. Your page then links to the original file, which holds everything printed on it,
              including contact details hidden here.
            </span>
          </span>
        </label>
      )}
      <label className="switch">
        <input
          type="checkbox"
          checked={settings.noindex}
          onChange={(e) => set({ noindex: e.target.checked })}
        />
        <span>
          Ask search engines not to list my page
          <span className="field__hint">People with the link can still open it.</span>
        </span>
      </label>
      <div className="field">
        <label className="field__label" htmlFor="status-line">
          Status line
        </label>
        <input
          id="status-line"
          className="field__input"
          maxLength={TEXT_LIMITS.title}
          placeholder="For example: Open to new roles"
          value={settings.status}
          onChange={(e) => set({ status: e.target.value })}
        />
        <p className="field__hint">Shown on your page only when you write one.</p>
      </div>
      <PageLanguageField value={settings.language} onChange={(language) => set({ language })} />
      <TranslationsField
        settings={settings}
        resume={resume}
        onChange={(translations) => set({ translations })}
        onTranslate={onTranslate}
      />
    </section>
  );
}
