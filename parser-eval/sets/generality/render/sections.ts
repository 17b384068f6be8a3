import type { Look, Resume, Section, SkillForm, SkillGroup } from '../model.js';
import { projectHtml, roleHtml, schoolHtml } from './entries.js';
import { esc } from './html.js';

/** A section heading in the look's style; literal spacing puts real spaces between the letters. */
export function headingHtml(look: Look, text: string): string {
  if (look.heading === 'spaced-literal') {
    const spaced = text
      .toLocaleUpperCase()
      .split(' ')
      .map((w) => [...w].join(' '))
      .join('   ');
    return `<h2 class="h literal">${esc(spaced)}</h2>`;
  }
  return `<h2 class="h">${esc(text)}</h2>`;
}

function skillsHtml(groups: readonly SkillGroup[], form: SkillForm): string {
  const label = (g: SkillGroup) => (g.label ? `<span class="label">${esc(g.label)}:</span> ` : '');
  switch (form) {
    case 'comma':
      return groups.map((g) => `<p class="skills">${esc(g.items.join(', '))}</p>`).join('');
    case 'grouped':
      return groups.map((g) => `<p class="skills">${label(g)}${esc(g.items.join(', '))}</p>`).join('');
    case 'dots':
      return groups.map((g) => `<p class="skills">${label(g)}${esc(g.items.join(' · '))}</p>`).join('');
    case 'chips':
      return groups
        .map(
          (g) =>
            (g.label ? `<div class="chip-label">${esc(g.label)}</div>` : '') +
            `<div class="chips">${g.items.map((i) => `<span class="chip">${esc(i)}</span>`).join('')}</div>`,
        )
        .join('');
    case 'bullets':
      return groups
        .map(
          (g) =>
            (g.label ? `<div class="chip-label">${esc(g.label)}</div>` : '') +
            `<ul class="b">${g.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`,
        )
        .join('');
    case 'table':
      return (
        '<table class="skill-table">' +
        groups
          .map(
            (g) => `<tr><td class="label">${esc(g.label ?? '')}</td><td>${esc(g.items.join(', '))}</td></tr>`,
          )
          .join('') +
        '</table>'
      );
  }
}

function bodyHtml(r: Resume, s: Section): string {
  switch (s.kind) {
    case 'summary':
      return `<p class="summary">${esc(s.text)}</p>`;
    case 'experience':
      return s.roles.map((role) => roleHtml(r, role)).join('');
    case 'education':
      return s.schools.map((school) => schoolHtml(r, school)).join('');
    case 'projects':
      return s.projects.map(projectHtml).join('');
    case 'skills':
      return skillsHtml(s.groups, s.form ?? 'grouped');
    case 'certifications':
      return `<ul class="b">${s.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
    case 'languages':
      return s.items.map((i) => `<div class="lang-item">${esc(i)}</div>`).join('');
    case 'interests':
      return `<p>${esc(s.items.join(', '))}</p>`;
  }
}

/** A whole section: heading and body. */
export function sectionHtml(r: Resume, s: Section): string {
  const cls = `section s-${s.kind}${s.pageBreak ? ' break' : ''}`;
  return `<section class="${cls}">${headingHtml(r.look, s.heading)}${bodyHtml(r, s)}</section>`;
}
