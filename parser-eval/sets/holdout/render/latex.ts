import type { Link, Section, SkillGroup } from '../../generality/model.js';
import { WORDS } from '../../generality/render/words.js';
import { SITE_NAMES } from '../../generality/truth.js';
import type { HoldoutResume } from '../model.js';
import { type Head, projectLines, roleBody, roleHead, schoolHead, skillLine } from './parts.js';

/*
 * A holdout resume as a LaTeX article the way people write CVs by hand: \hfill or tabular* for dates,
 * itemize bullets, hyperref links, a rule under each heading. pdfTeX writes no space characters and
 * uses ligatures, so the PDF tests word-gap recovery the browser sets never exercise.
 */

const SPECIAL: Record<string, string> = {
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '\\': '\\textbackslash{}',
};

/** Escapes text for LaTeX. */
export function tex(s: string): string {
  return s.replace(/[&%$#_{}~^\\]/g, (c) => SPECIAL[c] ?? c);
}

const FONTS: Record<string, string> = {
  'Latin Modern': '\\usepackage{lmodern}',
  Times: '\\usepackage{mathptmx}',
  Helvetica: '\\usepackage[scaled]{helvet}\\renewcommand{\\familydefault}{\\sfdefault}',
  Palatino: '\\usepackage{palatino}',
};

function link(l: Link): string {
  const shown =
    l.show === 'url' ? (l.text ?? l.href.replace(/^https?:\/\//, '')) : (l.text ?? SITE_NAMES[l.kind]);
  return `\\href{${l.href.replace(/[%#]/g, (c) => `\\${c}`)}}{${tex(shown)}}`;
}

function contact(r: HoldoutResume): string[] {
  const c = r.contact;
  const w = WORDS[r.lang];
  const word = (label: string, v: string) => (r.look.contactWords ? `${tex(label)}: ${v}` : v);
  return [
    ...(c.location ? [word(w.address, tex(c.location))] : []),
    ...(c.phone ? [word(w.phone, tex(c.phone))] : []),
    word(w.email, `\\href{mailto:${c.email}}{${tex(c.email)}}`),
    ...c.links.map(link),
  ];
}

function heading(r: HoldoutResume, text: string): string {
  switch (r.look.heading) {
    case 'smallcaps':
      return `\\cvsection{\\textsc{${tex(text)}}}`;
    case 'caps-rule':
      return `\\cvsection{\\MakeUppercase{${tex(text)}}}`;
    default:
      return `\\cvsection{${tex(text)}}`;
  }
}

function entry(r: HoldoutResume, h: Head, text: string | null, bullets: readonly string[]): string {
  const sub = h.sub ? `\\textit{${tex(h.sub)}}` : '';
  const city = h.city ? tex(h.city) : '';
  let head: string;
  switch (r.look.datePos) {
    case 'own-line':
      head =
        `\\textbf{${tex(h.strong)}}\\\\\n` +
        (sub ? `${sub}\\\\\n` : '') +
        `{\\small ${tex(h.when)}${city ? ` \\textbar{} ${city}` : ''}}\\par\n`;
      break;
    case 'paren':
      head =
        `\\textbf{${tex(h.strong)}}${city ? `, ${city}` : ''} (${tex(h.when)})\\par\n` +
        (sub ? `${sub}\\par\n` : '');
      break;
    case 'cell':
      // moderncv's look: the period in a left column, the entry beside it, bullets indented to match.
      head =
        `\\noindent\\begin{tabular}{@{}>{\\raggedright\\arraybackslash}p{2.9cm}@{\\hspace{0.4cm}}p{\\dimexpr\\linewidth-3.3cm}@{}}\n` +
        `{\\small ${tex(h.when)}${city ? `\\newline ${city}` : ''}} & \\textbf{${tex(h.strong)}}${sub ? `\\newline ${sub}` : ''}\\\\\n` +
        `\\end{tabular}\\par\n`;
      break;
    default:
      head =
        `\\noindent\\begin{tabular*}{\\linewidth}{@{}l@{\\extracolsep{\\fill}}r@{}}\n\\textbf{${tex(h.strong)}} & ${tex(h.when)}\\\\\n` +
        (sub || city ? `${sub} & ${city}\\\\\n` : '') +
        `\\end{tabular*}\\par\n`;
  }
  const body =
    (text ? `${tex(text)}\\par\n` : '') +
    (bullets.length
      ? r.look.datePos === 'cell'
        ? `\\begin{list}{\\textbullet}{\\setlength{\\leftmargin}{3.7cm}\\setlength{\\itemsep}{0pt}\\setlength{\\topsep}{0pt}}\n${bullets.map((b) => `\\item ${tex(b)}`).join('\n')}\n\\end{list}\n`
        : `\\begin{itemize}\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}\n${bullets.map((b) => `\\item ${tex(b)}`).join('\n')}\n\\end{itemize}\n`
      : '');
  return `${head}${body}\\smallskip\n`;
}

function skills(groups: readonly SkillGroup[], form: string): string {
  if (form === 'table')
    return (
      `\\noindent\\begin{tabular}{@{}p{0.22\\linewidth}p{0.74\\linewidth}@{}}\n` +
      groups.map((g) => `\\textbf{${tex(g.label ?? '')}} & ${tex(g.items.join(', '))}\\\\`).join('\n') +
      `\n\\end{tabular}\n`
    );
  const sep = form === 'dots' ? ' $\\cdot$ ' : ', ';
  return groups
    .map((g) => {
      const l = skillLine(g, '\u0000', form !== 'comma');
      const items = l.items.split('\u0000').map(tex).join(sep);
      return `\\noindent ${l.label ? `\\textbf{${tex(l.label)}:} ` : ''}${items}\\par\n`;
    })
    .join('');
}

function section(r: HoldoutResume, s: Section): string {
  const head = (s.pageBreak ? '\\newpage\n' : '') + heading(r, s.heading) + '\n';
  switch (s.kind) {
    case 'summary':
      return `${head}${tex(s.text)}\\par\n`;
    case 'experience':
      return (
        head +
        s.roles
          .map((role) => {
            const b = roleBody(role);
            return entry(r, roleHead(r, role), b.text, b.bullets);
          })
          .join('')
      );
    case 'education':
      return head + s.schools.map((sc) => entry(r, schoolHead(r, sc), null, sc.details ?? [])).join('');
    case 'projects':
      return (
        head +
        s.projects
          .map((pr) => {
            const l = projectLines(pr);
            const url = l.url ? ` --- \\href{https://${l.url}}{${tex(l.url)}}` : '';
            return `\\noindent\\textbf{${tex(l.name)}}${url}\\\\\n${l.lines.map(tex).join('\\\\\n')}\\par\\smallskip\n`;
          })
          .join('')
      );
    case 'skills':
      // Skill names are scored whole: no hyphenation inside them.
      return `${head}{\\hyphenpenalty=10000 ${skills(s.groups, s.form ?? 'grouped')}}`;
    case 'certifications':
      return `${head}\\begin{itemize}\\setlength{\\itemsep}{0pt}\n${s.items.map((i) => `\\item ${tex(i)}`).join('\n')}\n\\end{itemize}\n`;
    case 'languages':
      return `${head}${s.items.map(tex).join(' \\\\\n')}\\par\n`;
    case 'interests':
      return `${head}${tex(s.items.join(', '))}\\par\n`;
  }
}

/** The .tex source of one resume. */
export function renderLatex(r: HoldoutResume): string {
  const look = r.look;
  const items = contact(r);
  const sep = look.contactSep ?? ' \\textbar{} ';
  const centre = look.header === 'center';
  const header =
    (centre ? '\\begin{center}\n' : '\\noindent') +
    `{\\LARGE\\bfseries ${tex(r.name)}}\\\\[2pt]\n` +
    (r.title ? `{\\large ${tex(r.title)}}\\\\[2pt]\n` : '') +
    `{\\small ${look.contactSep ? items.join(tex(sep)) : items.join(' \\\\\n')}}\n` +
    (centre ? '\\end{center}\n' : '\\par\\medskip\n');
  const rule =
    look.heading === 'bold' || look.heading === 'underline' ? '' : '\\\\[-0.8ex]\\rule{\\linewidth}{0.4pt}';
  const footer =
    look.footer === 'page-of'
      ? `\\pagestyle{fancy}\\fancyhf{}\\renewcommand{\\headrulewidth}{0pt}\\cfoot{\\small ${tex(WORDS[r.lang].page('\u0000', '\u0001')).replace('\u0000', '\\thepage').replace('\u0001', '\\pageref{LastPage}')}}`
      : look.footer === 'name'
        ? `\\pagestyle{fancy}\\fancyhf{}\\renewcommand{\\headrulewidth}{0pt}\\cfoot{\\small ${tex(r.name)} -- \\thepage}`
        : '\\pagestyle{empty}';
  return [
    `\\documentclass[${look.font.size}pt,${look.paper === 'Letter' ? 'letterpaper' : 'a4paper'}]{article}`,
    '\\usepackage[T1]{fontenc}',
    '\\usepackage[utf8]{inputenc}',
    FONTS[look.font.family] ?? '',
    '\\usepackage[margin=1.8cm]{geometry}',
    '\\usepackage{array}',
    '\\usepackage{fancyhdr}',
    '\\usepackage[hidelinks]{hyperref}',
    look.footer === 'page-of' ? '\\makeatletter\\AtEndDocument{\\label{LastPage}}\\makeatother' : '',
    '\\setlength{\\parindent}{0pt}',
    look.justify ? '' : '\\raggedright',
    `\\newcommand{\\cvsection}[1]{\\par\\vspace{8pt}{\\large\\bfseries #1}${rule}\\par\\vspace{3pt}}`,
    footer,
    '\\begin{document}',
    header,
    ...r.sections.map((s) => section(r, s)),
    '\\end{document}',
    '',
  ].join('\n');
}
