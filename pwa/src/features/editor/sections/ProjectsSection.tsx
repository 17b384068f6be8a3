import { emptyProject, type Project } from '@folio/shared';
import { EntryList } from '../fields/EntryList.js';
import { StringList } from '../fields/StringList.js';
import { TextInput } from '../fields/TextInput.js';
import { moveTargets } from '../entryMoves.js';
import { EntryLinesPicker } from '../EntryLinesPicker.js';
import type { SectionProps } from './types.js';

export function ProjectsSection({ resume, update }: SectionProps) {
  return (
    <section className="editor-section" aria-labelledby="sec-projects">
      <h2 id="sec-projects">Projects</h2>
      <EntryList<Project>
        noun="project"
        items={resume.projects}
        moveTo={moveTargets('projects', update)}
        create={emptyProject}
        title={(p) => p.name}
        onChange={(projects, change) =>
          update((r) => ({ ...r, projects }), change && { path: 'projects', change })
        }
        render={(project, i, put) => {
          const p = `projects.${i}`;
          return (
            <>
              <TextInput
                label="Name"
                path={`${p}.name`}
                value={project.name}
                onChange={(name) => put({ ...project, name })}
              />
              <TextInput
                label="Description"
                multiline
                path={`${p}.description`}
                value={project.description}
                onChange={(description) => put({ ...project, description })}
              />
              <div className="editor-grid">
                <TextInput
                  label="Live link"
                  type="url"
                  path={`${p}.link`}
                  value={project.link}
                  onChange={(link) => put({ ...project, link })}
                />
                <TextInput
                  label="Code link"
                  type="url"
                  path={`${p}.github`}
                  value={project.github}
                  onChange={(github) => put({ ...project, github })}
                />
                <TextInput
                  label="Image URL"
                  type="url"
                  path={`${p}.image`}
                  value={project.image}
                  hint="An https:// address of a picture of the project."
                  onChange={(image) => put({ ...project, image })}
                />
              </div>
              <StringList
                label="Technologies"
                noun="technology"
                path={`${p}.tech`}
                items={project.tech}
                onChange={(tech, change) =>
                  update(
                    (r) => ({ ...r, projects: r.projects.map((x, k) => (k === i ? { ...x, tech } : x)) }),
                    change && { path: `${p}.tech`, change },
                  )
                }
              />
              <EntryLinesPicker resume={resume} list="projects" index={i} update={update} />
            </>
          );
        }}
      />
    </section>
  );
}
