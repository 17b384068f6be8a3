import { isPageLanguage, PAGE_LANGUAGE_CODES, PAGE_LANGUAGES, type PortfolioSettings } from '@folio/shared';

/**
 * The language of the page's own words (headings, the contact form, the footer) and of its `lang`
 * and `dir`. Empty follows the language the resume is written in; the names are each language's own.
 */
export function PageLanguageField({
  value,
  onChange,
}: {
  value: PortfolioSettings['language'];
  onChange: (language: PortfolioSettings['language']) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="page-language">
        Language of the page
      </label>
      <select
        id="page-language"
        className="field__input"
        value={value}
        onChange={(e) => onChange(isPageLanguage(e.target.value) ? e.target.value : '')}
      >
        <option value="">The language of my resume</option>
        {PAGE_LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code} dir={PAGE_LANGUAGES[code].dir}>
            {PAGE_LANGUAGES[code].name}
          </option>
        ))}
      </select>
      <p className="field__hint">
        Headings, buttons and the contact form speak it. Your resume’s own words stay as you wrote them.
      </p>
    </div>
  );
}
