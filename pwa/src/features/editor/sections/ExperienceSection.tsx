import { emptyExperience, type Experience } from '@folio/shared';
import { DateInput } from '../fields/DateInput.js';
import { EntryList } from '../fields/EntryList.js';
import { StringList } from '../fields/StringList.js';
import { TextInput } from '../fields/TextInput.js';
import { moveTargets } from '../entryMoves.js';
import { EntryLinesPicker } from '../EntryLinesPicker.js';
import type { SectionProps } from './types.js';

/** Jobs: title, company, dates, description and bullets, in the order the person wants. */
export function ExperienceSection({ resume, update }: SectionProps) {
  return (
    <section className="editor-section" aria-labelledby="sec-experience">
      <h2 id="sec-experience">Experience</h2>
      <EntryList<Experience>
        noun="experience"
        items={resume.experience}
        moveTo={moveTargets('experience', update)}
        create={emptyExperience}
        title={(e) => [e.title, e.company].filter(Boolean).join(' at ')}
        onChange={(experience, change) =>
          update((r) => ({ ...r, experience }), change && { path: 'experience', change })
        }
        render={(job, i, put) => {
          const p = `experience.${i}`;
          return (
            <>
              <div className="editor-grid">
                <TextInput
                  label="Job title"
                  path={`${p}.title`}
                  value={job.title}
                  onChange={(title) => put({ ...job, title })}
                />
                <TextInput
                  label="Company"
                  path={`${p}.company`}
                  value={job.company}
                  onChange={(company) => put({ ...job, company })}
                />
                <TextInput
                  label="Location"
                  path={`${p}.location`}
                  value={job.location}
                  onChange={(location) => put({ ...job, location })}
                />
                <DateInput
                  label="Start"
                  path={`${p}.start`}
                  value={job.start}
                  onChange={(start) => put({ ...job, start })}
                />
                <DateInput
                  label="End"
                  path={`${p}.end`}
                  value={job.end}
                  allowPresent
                  onChange={(end) => put({ ...job, end })}
                />
                <TextInput
                  label="Period as printed"
                  path={`${p}.period`}
                  value={job.period}
                  hint="Shown only when there are no dates."
                  onChange={(period) => put({ ...job, period })}
                />
              </div>
              <TextInput
                label="Description"
                multiline
                path={`${p}.description`}
                value={job.description}
                onChange={(description) => put({ ...job, description })}
              />
              <StringList
                label="Bullets"
                noun="bullet"
                path={`${p}.bullets`}
                items={job.bullets}
                multiline
                onChange={(bullets, change) =>
                  update(
                    (r) => ({
                      ...r,
                      experience: r.experience.map((e, k) => (k === i ? { ...e, bullets } : e)),
                    }),
                    change && { path: `${p}.bullets`, change },
                  )
                }
              />
              <EntryLinesPicker resume={resume} list="experience" index={i} update={update} />
            </>
          );
        }}
      />
    </section>
  );
}
