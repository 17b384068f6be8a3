import type { Look, Resume } from '../model.js';
import { fontFaces, fontStack } from './fonts.js';
import { contactHtml, nameHtml } from './header.js';
import { esc } from './html.js';
import { sectionHtml } from './sections.js';
import { WORDS } from './words.js';

/** The page and the browser-printed running header/footer for one resume. */
export interface RenderedResume {
  html: string;
  headerTemplate: string | null;
  footerTemplate: string | null;
  paper: 'A4' | 'Letter';
}

function headingCss(look: Look): string {
  const base = `.h{font-size:1.12em;margin:1.05em 0 .45em;color:${look.accent};font-weight:700}`;
  switch (look.heading) {
    case 'caps':
      return `${base}.h{text-transform:uppercase;border-bottom:1px solid ${look.accent};padding-bottom:2px}`;
    case 'title':
      return base;
    case 'spaced-css':
      return `${base}.h{text-transform:uppercase;letter-spacing:.32em;font-weight:400}`;
    case 'spaced-literal':
      return `${base}.h{white-space:pre;font-weight:400}`;
    case 'smallcaps-underline':
      return `${base}.h{font-variant:small-caps;text-decoration:underline;text-underline-offset:3px}`;
    case 'rule-left':
      return `${base}.h{border-left:4px solid ${look.accent};padding-left:6px}`;
  }
}

function css(r: Resume): string {
  const look = r.look;
  const head = look.font.headingFamily ?? look.font.family;
  const bullet =
    look.bullet === 'disc'
      ? 'ul.b{list-style:disc;padding-left:1.3em}'
      : `ul.b{list-style:none;padding-left:1.1em}ul.b li::before{content:${JSON.stringify(`${look.bullet} `)};margin-left:-1.05em;display:inline-block;width:1.05em;color:${look.accent}}`;
  return `
${fontFaces([look.font.family, head])}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font-family:${fontStack(look.font.family)};font-size:${look.font.size}pt;line-height:1.32;color:#222;-webkit-print-color-adjust:exact;print-color-adjust:exact}
h1,h2,.title{font-family:${fontStack(head)}}
h1.name{font-size:2.15em;margin:0;line-height:1.1;color:#111}
h1.name.caps{text-transform:uppercase;letter-spacing:.04em}
h1.name.split{font-size:2.4em;line-height:1.05}
.title{font-size:1.2em;color:${look.accent};margin:.15em 0 .35em}
${headingCss(look)}
a{color:inherit;text-decoration:none}
p{margin:.2em 0 .35em}
.section{break-inside:auto}
.entry{margin:0 0 .55em;break-inside:avoid}
.strong{font-weight:700}
.sub{font-style:italic}
.row{display:flex;justify-content:space-between;gap:1em}
.when,.city{white-space:nowrap;color:#444}
.when-line{color:#555;font-size:.92em}
table.tab{width:100%;border-collapse:collapse}
table.tab td{padding:0;vertical-align:top}
table.tab td.when,table.tab td.city{text-align:right}
.gutter{display:grid;grid-template-columns:27mm 1fr;gap:4mm}
.gut{font-size:.92em}
ul.b{margin:.2em 0 .3em}
ul.b li{margin:.08em 0}
${bullet}
.desc{margin:.15em 0}
.tech{color:#555;font-size:.92em}
.plink{color:#555;font-size:.92em}
.label{font-weight:700}
.chip-label{font-weight:700;margin:.3em 0 .15em}
.chips{display:flex;flex-wrap:wrap;gap:4px}
.chip{border:1px solid ${look.accent};border-radius:9px;padding:1px 7px;font-size:.92em}
table.skill-table{border-collapse:collapse}
table.skill-table td{padding:1px 10px 1px 0;vertical-align:top}
.contact.inline{margin:.3em 0 .2em;color:#333}
.contact.inline .sep{color:#888}
.contact.stack div{margin:.1em 0}
.icon{vertical-align:-2px;color:${look.accent}}
.icons a{margin-right:6px}
table.contact{border-collapse:collapse;margin:.4em 0}
table.contact td{padding:1px 8px 1px 0}
table.contact td.label{color:#666}
.header-right{display:flex;justify-content:space-between;align-items:flex-start}
.contact.right{text-align:right;font-size:.95em}
.break{break-before:page}
.grid{display:grid;gap:7mm}
.grid.two-col{grid-template-columns:1fr 1fr}
.grid.sidebar-right{grid-template-columns:1fr 58mm}
.grid.sidebar-left,.grid.band-sidebar{grid-template-columns:60mm 1fr}
aside{background:${look.accent}14;padding:4mm;border-radius:2px}
.grid.two-col aside{background:none;padding:0}
.band{background:${look.accent};color:#fff;padding:7mm 8mm;margin-bottom:6mm}
.band h1.name,.band .title{color:#fff}
.lang-item{margin:.1em 0}
`;
}

function header(r: Resume, withContact: boolean): string {
  const summary = r.look.summaryUnderName ? r.sections.find((s) => s.kind === 'summary') : undefined;
  const summaryHtml =
    summary && summary.kind === 'summary' ? `<p class="summary">${esc(summary.text)}</p>` : '';
  const contact = withContact ? contactHtml(r) : '';
  if (r.look.contact === 'right' && withContact)
    return `<header class="header-right"><div>${nameHtml(r)}</div>${contact}</header>${summaryHtml}`;
  return `<header>${nameHtml(r)}${contact}${summaryHtml}</header>`;
}

function sectionsHtml(r: Resume, aside: boolean | null): string {
  return r.sections
    .filter((s) => !(r.look.summaryUnderName && s.kind === 'summary'))
    .filter((s) => aside === null || !!s.aside === aside)
    .map((s) => sectionHtml(r, s))
    .join('');
}

function body(r: Resume): string {
  const look = r.look;
  const contactInAside = look.contact === 'sidebar';
  switch (look.layout) {
    case 'single':
      return header(r, true) + sectionsHtml(r, null);
    case 'two-col':
    case 'sidebar-right':
      return (
        header(r, !contactInAside) +
        `<div class="grid ${look.layout}"><main>${sectionsHtml(r, false)}</main>` +
        `<aside>${contactInAside ? contactHtml(r) : ''}${sectionsHtml(r, true)}</aside></div>`
      );
    case 'sidebar-left':
      return (
        `<div class="grid sidebar-left"><aside>${contactInAside ? contactHtml(r) : ''}${sectionsHtml(r, true)}</aside>` +
        `<main>${header(r, !contactInAside)}${sectionsHtml(r, false)}</main></div>`
      );
    case 'band-sidebar':
      return (
        `<div class="band">${header(r, !contactInAside)}</div>` +
        `<div class="grid band-sidebar"><aside>${contactInAside ? contactHtml(r) : ''}${sectionsHtml(r, true)}</aside>` +
        `<main>${sectionsHtml(r, false)}</main></div>`
      );
  }
}

function runners(r: Resume): Pick<RenderedResume, 'headerTemplate' | 'footerTemplate'> {
  const style = `font-family:${fontStack(r.look.font.family)};font-size:8px;color:#666;width:100%;padding:0 12mm;display:flex;justify-content:space-between`;
  const page = WORDS[r.lang].page('<span class="pageNumber"></span>', '<span class="totalPages"></span>');
  const name = esc(r.name);
  const doc = r.docWord ? ` — ${esc(r.docWord)}` : '';
  switch (r.look.runner) {
    case 'page-of':
      return {
        headerTemplate: '<span></span>',
        footerTemplate: `<div style="${style};justify-content:center">${page}</div>`,
      };
    case 'name-page':
      return {
        headerTemplate: '<span></span>',
        footerTemplate: `<div style="${style}"><span>${name}${doc}</span><span>${page}</span></div>`,
      };
    case 'name-header':
      return {
        headerTemplate: `<div style="${style}"><span>${name}${doc}</span><span>${page}</span></div>`,
        footerTemplate: '<span></span>',
      };
    default:
      return { headerTemplate: null, footerTemplate: null };
  }
}

/** Renders a resume to a standalone HTML page plus the browser's running header/footer templates. */
export function renderResume(r: Resume): RenderedResume {
  const html = `<!doctype html><html lang="${r.lang}"><head><meta charset="utf-8"><title>${esc(r.name)}</title><style>${css(r)}</style></head><body>${body(r)}</body></html>`;
  return { html, ...runners(r), paper: r.look.paper ?? 'A4' };
}
