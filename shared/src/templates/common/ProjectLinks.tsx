import type { ProjectView } from '../types.js';

/** Live and code links of a project; both are http(s) only, checked by the normaliser. */
export function ProjectLinks({ project }: { project: ProjectView }) {
  if (!project.link && !project.github) return null;
  return (
    <p className="fx-project-links">
      {project.link && (
        <a href={project.link} rel="noopener noreferrer">
          Live site<span className="fx-sr"> for {project.name}</span>
        </a>
      )}
      {project.github && (
        <a href={project.github} rel="noopener noreferrer">
          Source code<span className="fx-sr"> for {project.name}</span>
        </a>
      )}
    </p>
  );
}
