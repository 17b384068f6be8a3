import {
  isPageLanguage,
  MAX_TRANSLATIONS,
  PAGE_LANGUAGE_CODES,
  PAGE_LANGUAGES,
  type PageLanguageCode,
  type PortfolioSettings,
  type ResumeData,
  type Translation,
} from '@folio/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { sniffFile } from '../../../exchange/sniff.js';
import { validatePdf } from '../../landing/validatePdf.js';
import { startTranslation, translationProgress } from './translationModel.js';
import './translations.css';

interface Props {
  settings: PortfolioSettings;
  /** The main resume: a translation written here starts from its entries. */
  resume: ResumeData;
  /** Always a list, [] for none: settings sent without the key would keep the server's translations. */
  onChange: (translations: Translation[]) => void;
  /** Opens a translation to edit field by field beside the main resume. */
  onTranslate: (language: PageLanguageCode) => void;
}

/** What a translation holds, in a few words: how far one written here is, else what was imported. */
function describe(main: ResumeData, translation: Translation): string {
  if (!translation.followsMain) {
    return `imported: ${translation.resume.personalInfo.title || translation.resume.personalInfo.name}`;
  }
  const { done, total } = translationProgress(main, translation);
  return `${done} of ${total} texts translated`;
}

/**
 * Reads a PDF as the upload does: the same checks, then the parse worker on this device (which uses
 * a resume.json or resume metadata the PDF carries before guessing from the text).
 */
async function readPdf(file: File): Promise<ResumeData> {
  const problem = await validatePdf(file);
  if (problem) throw new Error(problem);
  // The worker's client and the parse messages load only when someone imports a PDF here.
  const [{ parseResume }, { parseFailureMessage }] = await Promise.all([
    import('../../../workers/parseClient.js'),
    import('../../upload/uploadModel.js'),
  ]);
  try {
    return (await parseResume(file)).resume;
  } catch (error) {
    throw new Error(parseFailureMessage(error), { cause: error });
  }
}

/**
 * Further languages of the portfolio, each published at `/{slug}/{language}` beside the main page
 * (with hreflang links and a language switch): written here field by field beside the main resume, or
 * imported whole from a PDF, JSON Resume or RenderCV file in that language (read on this device, like
 * every import) and then corrected field by field.
 */
export function TranslationsField({ settings, resume, onChange, onTranslate }: Props) {
  const id = useId();
  const translations = settings.translations ?? [];
  const taken = new Set<string>([settings.language, ...translations.map((t) => t.language)]);
  const free = PAGE_LANGUAGE_CODES.filter((code) => !taken.has(code));
  const [language, setLanguage] = useState<PageLanguageCode | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Said after a PDF was read: a parse is a guess, so the owner checks the page. */
  const [notice, setNotice] = useState<string | null>(null);
  const chosen = language && free.includes(language) ? language : '';

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !chosen) return;
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      const kind = await sniffFile(file);
      let resume: ResumeData | undefined;
      if (kind === 'pdf') resume = await readPdf(file);
      else if (kind === 'json' || kind === 'yaml') {
        // The reader and its YAML parser load only when someone imports.
        const { readImportFile } = await import('../../../exchange/importFile.js');
        resume = (await readImportFile(file, kind)).resumes[0];
      } else
        throw new Error(
          'Choose a PDF, JSON Resume (.json) or RenderCV (.yaml) file written in that language.',
        );
      if (!resume) throw new Error('This file holds no resume.');
      onChange([...translations, { language: chosen, resume }]);
      if (kind === 'pdf')
        setNotice(
          `${PAGE_LANGUAGES[chosen].name} was read from your PDF on this device: check its page at /${chosen} once published.`,
        );
      setLanguage('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'This file could not be read.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="field translations">
      <legend className="field__label">Other languages of this portfolio</legend>
      {translations.length > 0 ? (
        <ul className="translations__list">
          {translations.map((t) => (
            <li key={t.language}>
              <span lang={t.language} dir={PAGE_LANGUAGES[t.language].dir}>
                {PAGE_LANGUAGES[t.language].name}
              </span>
              <span className="field__hint"> · {describe(resume, t)}</span>{' '}
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                data-translate={t.language}
                onClick={() => onTranslate(t.language)}
              >
                Edit {PAGE_LANGUAGES[t.language].name} field by field
              </button>{' '}
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => {
                  onChange(translations.filter((x) => x.language !== t.language));
                }}
              >
                Remove {PAGE_LANGUAGES[t.language].name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">
          Only the language above. Add your resume in another one to publish it too.
        </p>
      )}
      {translations.length < MAX_TRANSLATIONS && (
        <div className="translations__add">
          <label className="field__label" htmlFor={`${id}-lang`}>
            Add a language
          </label>
          <select
            id={`${id}-lang`}
            className="field__input"
            value={chosen}
            onChange={(e) => setLanguage(isPageLanguage(e.target.value) ? e.target.value : '')}
          >
            <option value="">Choose a language</option>
            {free.map((code) => (
              <option key={code} value={code} lang={code} dir={PAGE_LANGUAGES[code].dir}>
                {PAGE_LANGUAGES[code].name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={!chosen || busy}
            onClick={() => {
              if (!chosen) return;
              onChange([...translations, startTranslation(resume, chosen)]);
              setLanguage('');
              onTranslate(chosen);
            }}
          >
            Translate field by field
          </button>
          <label className={`btn btn--secondary btn--sm${chosen && !busy ? '' : ' translations__file--off'}`}>
            {busy ? 'Reading…' : 'Import that language’s resume (PDF, JSON Resume or RenderCV)'}
            <input
              type="file"
              className="visually-hidden"
              accept=".pdf,application/pdf,.json,.yaml,.yml,application/json"
              disabled={!chosen || busy}
              onChange={(e) => void importFile(e)}
            />
          </label>
          <p className="field__hint">
            It is published at your address followed by /{chosen || 'language'}, and visitors whose browser
            asks for it see it first.
          </p>
        </div>
      )}
      {notice && (
        <p className="field__hint" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
