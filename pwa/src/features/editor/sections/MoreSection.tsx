import {
  emptyAward,
  emptyInterest,
  emptyPublication,
  emptyVolunteering,
  type Award,
  type Certification,
  type Interest,
  type Language,
  type Publication,
  type Volunteering,
} from '@folio/shared';
import { DateInput } from '../fields/DateInput.js';
import { EntryList } from '../fields/EntryList.js';
import { StringList } from '../fields/StringList.js';
import { TextInput } from '../fields/TextInput.js';
import type { SectionProps } from './types.js';

/** Certifications, languages, awards, publications, volunteering and interests. */
export function MoreSection({ resume, update }: SectionProps) {
  return (
    <section className="editor-section" aria-labelledby="sec-more">
      <h2 id="sec-more">More sections</h2>
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
      <h3>Awards</h3>
      <EntryList<Award>
        noun="award"
        items={resume.awards}
        create={emptyAward}
        title={(a) => a.title}
        onChange={(awards, change) => update((r) => ({ ...r, awards }), change && { path: 'awards', change })}
        render={(a, i, put) => (
          <div className="editor-grid">
            <TextInput
              label="Award"
              path={`awards.${i}.title`}
              value={a.title}
              onChange={(title) => put({ ...a, title })}
            />
            <TextInput
              label="Given by"
              path={`awards.${i}.awarder`}
              value={a.awarder}
              onChange={(awarder) => put({ ...a, awarder })}
            />
            <DateInput
              label="Date"
              path={`awards.${i}.date`}
              value={a.date}
              onChange={(date) => put({ ...a, date })}
            />
            <TextInput
              label="What it was for"
              path={`awards.${i}.summary`}
              value={a.summary}
              multiline
              onChange={(summary) => put({ ...a, summary })}
            />
          </div>
        )}
      />
      <h3>Publications</h3>
      <EntryList<Publication>
        noun="publication"
        items={resume.publications}
        create={emptyPublication}
        title={(p) => p.name}
        onChange={(publications, change) =>
          update((r) => ({ ...r, publications }), change && { path: 'publications', change })
        }
        render={(p, i, put) => (
          <div className="editor-grid">
            <TextInput
              label="Title"
              path={`publications.${i}.name`}
              value={p.name}
              onChange={(name) => put({ ...p, name })}
            />
            <TextInput
              label="Published in or by"
              path={`publications.${i}.publisher`}
              value={p.publisher}
              onChange={(publisher) => put({ ...p, publisher })}
            />
            <DateInput
              label="Date"
              path={`publications.${i}.date`}
              value={p.date}
              onChange={(date) => put({ ...p, date })}
            />
            <TextInput
              label="URL"
              type="url"
              path={`publications.${i}.url`}
              value={p.url}
              onChange={(url) => put({ ...p, url })}
            />
            <TextInput
              label="Summary"
              path={`publications.${i}.summary`}
              value={p.summary}
              multiline
              onChange={(summary) => put({ ...p, summary })}
            />
          </div>
        )}
      />
      <h3>Volunteering</h3>
      <EntryList<Volunteering>
        noun="volunteer role"
        items={resume.volunteering}
        create={emptyVolunteering}
        title={(v) => [v.role, v.organization].filter(Boolean).join(', ')}
        onChange={(volunteering, change) =>
          update((r) => ({ ...r, volunteering }), change && { path: 'volunteering', change })
        }
        render={(v, i, put) => (
          <div className="editor-grid">
            <TextInput
              label="Role"
              path={`volunteering.${i}.role`}
              value={v.role}
              onChange={(role) => put({ ...v, role })}
            />
            <TextInput
              label="Organization"
              path={`volunteering.${i}.organization`}
              value={v.organization}
              onChange={(organization) => put({ ...v, organization })}
            />
            <DateInput
              label="Start"
              path={`volunteering.${i}.start`}
              value={v.start}
              onChange={(start) => put({ ...v, start })}
            />
            <DateInput
              label="End"
              path={`volunteering.${i}.end`}
              value={v.end}
              allowPresent
              onChange={(end) => put({ ...v, end })}
            />
            <TextInput
              label="Description"
              path={`volunteering.${i}.description`}
              value={v.description}
              multiline
              onChange={(description) => put({ ...v, description })}
            />
          </div>
        )}
      />
      <h3>Interests</h3>
      <EntryList<Interest>
        noun="interest"
        items={resume.interests}
        create={emptyInterest}
        title={(x) => x.name}
        onChange={(interests, change) =>
          update((r) => ({ ...r, interests }), change && { path: 'interests', change })
        }
        render={(x, i, put) => (
          <div className="editor-grid">
            <TextInput
              label="Interest"
              path={`interests.${i}.name`}
              value={x.name}
              onChange={(name) => put({ ...x, name })}
            />
            <StringList
              label="Details"
              noun="Detail"
              path={`interests.${i}.keywords`}
              items={x.keywords}
              onChange={(keywords) => put({ ...x, keywords })}
            />
          </div>
        )}
      />
    </section>
  );
}
