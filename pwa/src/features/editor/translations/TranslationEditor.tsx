import {
  isPageLanguage,
  PAGE_LANGUAGES,
  textAt,
  textLimit,
  type ResumeData,
  type Translation,
} from '@folio/shared';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fieldLabel, structureDifferences, textGroups, translationProgress } from './translationModel.js';
import './translations.css';

interface Props {
  main: ResumeData;
  /** The main resume's language, when the owner chose one ('' for the language it is written in). */
  mainLanguage: string;
  translation: Translation;
  onText: (path: string, value: string) => void;
  onClose: () => void;
}

/**
 * A translation edited field by field: each text of the main resume beside an input for its words in
 * the translation's language. Entries, dates and links are the main resume's; a text left empty shows
 * in the main language on the translated page.
 */
export function TranslationEditor({ main, mainLanguage, translation, onText, onClose }: Props) {
  const lang = translation.language;
  const { name, dir } = PAGE_LANGUAGES[lang];
  const mainName = isPageLanguage(mainLanguage) ? PAGE_LANGUAGES[mainLanguage].name : 'the main language';
  // What the main text is called beside a field: its language when the owner chose one.
  const sourceName = isPageLanguage(mainLanguage) ? PAGE_LANGUAGES[mainLanguage].name : 'main resume';
  const groups = useMemo(() => textGroups(main), [main]);
  const progress = translationProgress(main, translation);
  const differences = structureDifferences(main, translation);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened from a button further down the form: the keyboard and the screen reader start here.
    heading.current?.focus();
  }, [lang]);

  return (
    <section className="editor-section translate" aria-labelledby="sec-translate">
      <div className="translate__head">
        <h2 id="sec-translate" ref={heading} tabIndex={-1}>
          Translating into{' '}
          <span lang={lang} dir={dir}>
            {name}
          </span>
        </h2>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onClose}>
          Back to the main resume
        </button>
      </div>
      <p className="field__hint">
        Each text of your resume is beside a box for its {name} words. Entries, dates and links follow your
        main resume; a text left empty shows in {mainName} on the {name} page (/{lang}).
      </p>
      <p className="translate__progress" role="status">
        {progress.done} of {progress.total} texts translated.
      </p>
      {differences.length > 0 && (
        <p className="field__hint translate__warning">
          This translation was imported with other entries ({differences.join('; ')}). Editing a text here
          lines it up with the main resume by position: its entries, dates and links become the main resume’s.
          Undo takes that back.
        </p>
      )}
      {groups.length === 0 && <p className="field__hint">Your main resume has no text to translate yet.</p>}
      {groups.map((group, i) => (
        <TextGroupFields
          key={group.key}
          heading={group.section !== groups[i - 1]?.section ? group.section : null}
          entry={group.entry}
          fields={group.fields}
          words={translation.resume}
          lang={lang}
          dir={dir}
          languageName={name}
          mainLanguage={mainLanguage}
          sourceName={sourceName}
          onText={onText}
        />
      ))}
    </section>
  );
}

interface GroupProps {
  heading: string | null;
  entry: string;
  fields: { path: string; source: string }[];
  words: ResumeData;
  lang: string;
  dir: 'ltr' | 'rtl';
  languageName: string;
  mainLanguage: string;
  sourceName: string;
  onText: (path: string, value: string) => void;
}

function TextGroupFields({ heading, entry, fields, ...rest }: GroupProps) {
  const rows = fields.map((field) => <TextRow key={field.path} {...field} {...rest} />);
  return (
    <>
      {heading && <h3>{heading}</h3>}
      {entry ? (
        <fieldset className="entry translate__entry">
          <legend className="entry__legend">{entry}</legend>
          {rows}
        </fieldset>
      ) : (
        rows
      )}
    </>
  );
}

function TextRow({
  path,
  source,
  words,
  lang,
  dir,
  languageName,
  mainLanguage,
  sourceName,
  onText,
}: { path: string; source: string } & Omit<GroupProps, 'heading' | 'entry' | 'fields'>) {
  const id = useId();
  const label = fieldLabel(path);
  const value = textAt(words, path);
  const multiline = source.length > 80 || source.includes('\n') || /description|content|summary/.test(path);
  const common = {
    id,
    value,
    lang,
    dir,
    maxLength: textLimit(path),
    'aria-describedby': `${id}-source`,
    'data-path': `translation.${path}`,
    className: `field__input${multiline ? ' field__input--area' : ''}`,
    placeholder: 'Not translated yet',
    onChange: (e: { target: { value: string } }) => onText(path, e.target.value),
  };
  return (
    <div className="translate__row">
      <div className="translate__source">
        <span className="field__label" aria-hidden="true">
          {label} · {sourceName}
        </span>
        <p id={`${id}-source`} lang={mainLanguage || undefined} dir="auto">
          {source}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label} in {languageName}
        </label>
        {multiline ? <textarea {...common} rows={3} /> : <input {...common} type="text" autoComplete="off" />}
      </div>
    </div>
  );
}
