import type { PageMessages } from '../../i18n/messages.js';
import type { ProjectView } from '../types.js';
import { ProjectLinks } from './ProjectLinks.js';

/** A project's name, description, technologies and links: the body of a project card in every template. */
export function ProjectCardBody({ project, t }: { project: ProjectView; t: PageMessages }) {
  return (
    <>
      <h3>{project.name}</h3>
      {project.description && <p>{project.description}</p>}
      {project.tech.length > 0 && (
        <ul className="fx-chips" aria-label={t.technologies}>
          {project.tech.map((t) => (
            <li className="fx-chip" key={t}>
              {t}
            </li>
          ))}
        </ul>
      )}
      <ProjectLinks project={project} t={t} />
    </>
  );
}
