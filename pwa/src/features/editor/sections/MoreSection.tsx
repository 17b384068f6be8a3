import type { Certification, Language } from '@folio/shared';
import { DateInput } from '../fields/DateInput.js';
import { EntryList } from '../fields/EntryList.js';
import { TextInput } from '../fields/TextInput.js';
import type { SectionProps } from './types.js';

/** Certifications and languages. */
export function MoreSection({ resume, update }: SectionProps) {
  return (
    <section className="editor-section" aria-labelledby="sec-more">
      <h2 id="sec-more">Certifications and languages</h2>
      <h3>Certifications</h3>
      <EntryList<Certification>
        noun="certification"
        items={resume.certifications}
        create={() => ({ name: '', issuer: '', date: null, url: '' })}
        title={(c) => c.name}
        onChange={(certifications, change) =>
          update((r) => ({ ...r, certifications }), change && { path: 'certifications', change })
        }
        render={(c, i, put) => (
          <div className="editor-grid">
            <TextInput
              label="Name"
              path={`certifications.${i}.name`}
              value={c.name}
              onChange={(name) => put({ ...c, name })}
            />
            <TextInput
              label="Issuer"
              path={`certifications.${i}.issuer`}
              value={c.issuer}
              onChange={(issuer) => put({ ...c, issuer })}
            />
            <DateInput
              label="Date"
              path={`certifications.${i}.date`}
              value={c.date}
              onChange={(date) => put({ ...c, date })}
            />
            <TextInput
              label="URL"
              type="url"
              path={`certifications.${i}.url`}
              value={c.url}
              onChange={(url) => put({ ...c, url })}
            />
          </div>
        )}
      />
      <h3>Languages</h3>
      <EntryList<Language>
        noun="language"
        items={resume.languages}
        create={() => ({ name: '', level: '' })}
        title={(l) => l.name}
        onChange={(languages, change) =>
          update((r) => ({ ...r, languages }), change && { path: 'languages', change })
        }
        render={(l, i, put) => (
          <div className="editor-grid">
            <TextInput
              label="Language"
              path={`languages.${i}.name`}
              value={l.name}
              onChange={(name) => put({ ...l, name })}
            />
            <TextInput
              label="Level"
              path={`languages.${i}.level`}
              value={l.level}
              onChange={(level) => put({ ...l, level })}
            />
          </div>
        )}
      />
    </section>
  );
}
