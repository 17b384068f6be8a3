import { formatSpan } from '../dates.js';
import type { DateStyle, Look, Project, Resume, Role, School, Span } from '../model.js';
import { esc } from './html.js';

/*
 * Experience, education and project entries. The look decides the order of the lines (company or title
 * first, or both on one line) and where the dates go (right-aligned, in a table cell, on their own
 * line, in a left gutter, or inline after the heading line).
 */

interface Head {
  strong: string;
  sub: string | null;
  city: string | undefined;
  when: string;
}

function when(r: Resume, span: Span, fmt: Partial<DateStyle> | undefined): string {
  return formatSpan(r.lang, { ...r.look.dates, ...fmt }, span);
}

function headHtml(look: Look, h: Head, body: string): string {
  const sub = h.sub ? `<span class="sub">${esc(h.sub)}</span>` : '';
  const city = h.city ? esc(h.city) : '';
  const w = esc(h.when);
  switch (look.datePos) {
    case 'right':
      return (
        `<div class="entry"><div class="row"><span class="strong">${esc(h.strong)}</span><span class="when">${w}</span></div>` +
        (sub || city ? `<div class="row">${sub}<span class="city">${city}</span></div>` : '') +
        `${body}</div>`
      );
    case 'tab':
      return (
        `<div class="entry"><table class="tab"><tr><td class="strong">${esc(h.strong)}</td><td class="when">${w}</td></tr>` +
        (sub || city ? `<tr><td>${sub}</td><td class="city">${city}</td></tr>` : '') +
        `</table>${body}</div>`
      );
    case 'own-line':
      return (
        `<div class="entry"><div class="strong">${esc(h.strong)}</div>` +
        (sub ? `<div>${sub}</div>` : '') +
        `<div class="when-line">${w}${city ? ` | ${city}` : ''}</div>${body}</div>`
      );
    case 'gutter':
      return (
        `<div class="entry gutter"><div class="gut"><div class="when">${w}</div>${city ? `<div class="city">${city}</div>` : ''}</div>` +
        `<div><div class="strong">${esc(h.strong)}</div>${sub ? `<div>${sub}</div>` : ''}${body}</div></div>`
      );
    case 'inline':
      return (
        `<div class="entry"><div><span class="strong">${esc(h.strong)}</span>${city ? `, ${city}` : ''}` +
        `<span class="when-inline"> | ${w}</span></div>${sub ? `<div>${sub}</div>` : ''}${body}</div>`
      );
  }
}

function bullets(look: Look, items: readonly string[] | undefined): string {
  if (!items?.length) return '';
  return `<ul class="b">${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
}

/** One experience entry. */
export function roleHtml(r: Resume, role: Role): string {
  const look = r.look;
  const w = when(r, role.dates, role.fmt);
  const company = role.company;
  const summary = role.summary ? `<p class="desc">${esc(role.summary)}</p>` : '';
  const body = summary + bullets(look, role.bullets);
  if (look.order === 'one-line' || !company) {
    const strong = company ? `${role.title}${look.oneLineSep ?? ' — '}${company}` : role.title;
    return headHtml(look, { strong, sub: null, city: role.city, when: w }, body);
  }
  if (look.order === 'company-first')
    return headHtml(look, { strong: company, sub: role.title, city: role.city, when: w }, body);
  return headHtml(look, { strong: role.title, sub: company, city: role.city, when: w }, body);
}

/** One education entry (school first when the look puts companies first). */
export function schoolHtml(r: Resume, s: School): string {
  const look = r.look;
  const w = when(r, s.dates, s.fmt);
  const body = bullets(look, s.details);
  if (!s.degree) return headHtml(look, { strong: s.school, sub: null, city: s.city, when: w }, body);
  if (look.order === 'one-line')
    return headHtml(look, { strong: `${s.degree}, ${s.school}`, sub: null, city: s.city, when: w }, body);
  if (look.order === 'company-first')
    return headHtml(look, { strong: s.school, sub: s.degree, city: s.city, when: w }, body);
  return headHtml(look, { strong: s.degree, sub: s.school, city: s.city, when: w }, body);
}

/** One project: its name, an optional printed repository or demo link, the stack and a sentence. */
export function projectHtml(p: Project): string {
  const link = p.url ? ` <a class="plink" href="https://${esc(p.url)}">${esc(p.url)}</a>` : '';
  const tech = p.tech ? `<div class="tech">${esc(p.tech)}</div>` : '';
  return `<div class="entry"><div><span class="strong">${esc(p.name)}</span>${link}</div>${tech}<p class="desc">${esc(p.description)}</p></div>`;
}
