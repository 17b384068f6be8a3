import type { PersonalInfo } from '@folio/shared';
import { EntryList } from '../fields/EntryList.js';
import { TextInput } from '../fields/TextInput.js';
import type { SectionProps } from './types.js';

/** Name, headline and contact details, plus the links the resume listed. */
export function PersonalSection({ resume, update }: SectionProps) {
  const info = resume.personalInfo;
  const set = (patch: Partial<PersonalInfo>) =>
    update((r) => ({ ...r, personalInfo: { ...r.personalInfo, ...patch } }));
  return (
    <section className="editor-section" aria-labelledby="sec-personal">
      <h2 id="sec-personal">About you</h2>
      <div className="editor-grid">
        <TextInput
          label="Name"
          path="personalInfo.name"
          value={info.name}
          onChange={(name) => set({ name })}
          autoComplete="name"
        />
        <TextInput
          label="Headline"
          path="personalInfo.title"
          value={info.title}
          hint="The line under your name on your page, such as your job title."
          onChange={(title) => set({ title })}
        />
        <TextInput
          label="Email"
          type="email"
          path="personalInfo.email"
          value={info.email}
          onChange={(email) => set({ email })}
        />
        <TextInput
          label="Phone"
          type="tel"
          path="personalInfo.phone"
          value={info.phone}
          onChange={(phone) => set({ phone })}
        />
        <TextInput
          label="Location"
          path="personalInfo.location"
          value={info.location}
          onChange={(location) => set({ location })}
        />
      </div>
      <h3>Links</h3>
      <EntryList
        noun="link"
        items={info.links}
        create={() => ({ label: '', url: '' })}
        title={(l) => l.label || l.url}
        onChange={(links, change) =>
          update(
            (r) => ({ ...r, personalInfo: { ...r.personalInfo, links } }),
            change && { path: 'personalInfo.links', change },
          )
        }
        render={(link, i, put) => (
          <div className="editor-grid">
            <TextInput
              label="Label"
              path={`personalInfo.links.${i}.label`}
              value={link.label}
              onChange={(label) => put({ ...link, label })}
            />
            <TextInput
              label="URL"
              type="url"
              path={`personalInfo.links.${i}.url`}
              value={link.url}
              onChange={(url) => put({ ...link, url })}
            />
          </div>
        )}
      />
    </section>
  );
}
