import { emptyEducation, type Education } from '@folio/shared';
import { DateInput } from '../fields/DateInput.js';
import { EntryList } from '../fields/EntryList.js';
import { TextInput } from '../fields/TextInput.js';
import { moveTargets } from '../entryMoves.js';
import { EntryLinesPicker } from '../EntryLinesPicker.js';
import type { SectionProps } from './types.js';

export function EducationSection({ resume, update }: SectionProps) {
  return (
    <section className="editor-section" aria-labelledby="sec-education">
      <h2 id="sec-education">Education</h2>
      <EntryList<Education>
        noun="education"
        items={resume.education}
        moveTo={moveTargets('education', update)}
        create={emptyEducation}
        title={(e) => [e.degree, e.school].filter(Boolean).join(', ')}
        onChange={(education, change) =>
          update((r) => ({ ...r, education }), change && { path: 'education', change })
        }
        render={(ed, i, put) => {
          const p = `education.${i}`;
          return (
            <>
              <div className="editor-grid">
                <TextInput
                  label="School"
                  path={`${p}.school`}
                  value={ed.school}
                  onChange={(school) => put({ ...ed, school })}
                />
                <TextInput
                  label="Degree"
                  path={`${p}.degree`}
                  value={ed.degree}
                  onChange={(degree) => put({ ...ed, degree })}
                />
                <TextInput
                  label="Location"
                  path={`${p}.location`}
                  value={ed.location}
                  onChange={(location) => put({ ...ed, location })}
                />
                <DateInput
                  label="Start"
                  path={`${p}.start`}
                  value={ed.start}
                  onChange={(start) => put({ ...ed, start })}
                />
                <DateInput
                  label="End"
                  path={`${p}.end`}
                  value={ed.end}
                  allowPresent
                  onChange={(end) => put({ ...ed, end })}
                />
              </div>
              <TextInput
                label="Description"
                multiline
                path={`${p}.description`}
                value={ed.description}
                onChange={(description) => put({ ...ed, description })}
              />
              <EntryLinesPicker resume={resume} list="education" index={i} update={update} />
            </>
          );
        }}
      />
    </section>
  );
}
