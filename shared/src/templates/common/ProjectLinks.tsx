import { fill } from '../../i18n/format.js';
import type { PageMessages } from '../../i18n/messages.js';
import type { ProjectView } from '../types.js';

/** Live and code links of a project; both are http(s) only, checked by the normaliser. */
export function ProjectLinks({ project, t }: { project: ProjectView; t: PageMessages }) {
  if (!project.link && !project.github) return null;
  const suffix = <span className="fx-sr"> {fill(t.projectSuffix, { name: project.name })}</span>;
  return (
    <p className="fx-project-links">
      {project.link && (
        <a href={project.link} rel="noopener noreferrer">
          {t.liveSite}
          {suffix}
        </a>
      )}
      {project.github && (
        <a href={project.github} rel="noopener noreferrer">
          {t.sourceCode}
          {suffix}
        </a>
      )}
    </p>
  );
}
