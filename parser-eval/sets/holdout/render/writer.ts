import type { Link, Section, SkillGroup } from '../../generality/model.js';
import { WORDS } from '../../generality/render/words.js';
import { SITE_NAMES } from '../../generality/truth.js';
import type { HoldoutResume } from '../model.js';
import { type Head, projectLines, roleBody, roleHead, schoolHead, skillLine } from './parts.js';
import { geometry, writerStyles } from './writerStyles.js';
import { xml } from './xml.js';

/*
 * A holdout resume as a flat OpenDocument text (.fodt) that LibreOffice Writer converts to PDF: the
 * structures Word and Google Docs users build (layout tables, right tab stops, list labels, text boxes,
 * running headers and footers), so the PDF carries an office suite's text order and spacing.
 */

const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"';

const p = (style: string, inner: string) => `<text:p text:style-name="${style}">${inner}</text:p>`;
const span = (style: string, s: string) => `<text:span text:style-name="${style}">${xml(s)}</text:span>`;
const a = (href: string, s: string) =>
  `<text:a xlink:type="simple" xlink:href="${xml(href)}"><text:span text:style-name="Link">${xml(s)}</text:span></text:a>`;

function linkInner(l: Link): string {
  const shown =
    l.show === 'url' ? (l.text ?? l.href.replace(/^https?:\/\//, '')) : (l.text ?? SITE_NAMES[l.kind]);
  return a(l.href, shown);
}

/** The contact items as inline XML fragments, in print order. */
function contactItems(r: HoldoutResume): string[] {
  const w = WORDS[r.lang];
  const c = r.contact;
  const word = (label: string, v: string) => (r.look.contactWords ? `${xml(label)}: ${v}` : v);
  return [
    ...(c.location ? [word(w.address, xml(c.location))] : []),
    ...(c.phone ? [word(w.phone, xml(c.phone))] : []),
    word(w.email, a(`mailto:${c.email}`, c.email)),
    ...(c.email2 ? [xml(c.email2)] : []),
    ...c.links.map(linkInner),
  ];
}

function contactBlock(r: HoldoutResume, style: string): string {
  const items = contactItems(r);
  const sep = r.look.contactSep;
  return sep ? p(style, items.join(xml(sep))) : items.map((i) => p(style, i)).join('');
}

function nameBlock(r: HoldoutResume): string {
  return p('Name', xml(r.name)) + (r.title ? p('Headline', xml(r.title)) : '');
}

interface Ctx {
  r: HoldoutResume;
  side: boolean;
  tables: string[];
}

function list(ctx: Ctx, items: readonly string[]): string {
  if (!items.length) return '';
  const style = ctx.side ? 'Side' : 'Body';
  if (ctx.r.look.bullet === 'none') return items.map((i) => p(style, xml(i))).join('');
  return `<text:list text:style-name="${ctx.side ? 'LS' : 'L'}">${items.map((i) => `<text:list-item>${p(style, xml(i))}</text:list-item>`).join('')}</text:list>`;
}

/** A borderless table; its column widths go into an automatic style. */
function table(ctx: Ctx, widths: readonly number[], rows: readonly string[][]): string {
  const n = `T${ctx.tables.length + 1}`;
  const total = widths.reduce((x, y) => x + y, 0);
  ctx.tables.push(
    `<style:style style:name="${n}" style:family="table"><style:table-properties style:width="${total.toFixed(2)}cm" table:align="left"/></style:style>` +
      widths
        .map(
          (w, i) =>
            `<style:style style:name="${n}.${String.fromCharCode(65 + i)}" style:family="table-column"><style:table-column-properties style:column-width="${w.toFixed(2)}cm"/></style:style>`,
        )
        .join('') +
      `<style:style style:name="${n}.c" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border="none"/></style:style>`,
  );
  const cols = widths.map(
    (_, i) => `<table:table-column table:style-name="${n}.${String.fromCharCode(65 + i)}"/>`,
  );
  const body = rows
    .map(
      (row) =>
        `<table:table-row>${row.map((c) => `<table:table-cell table:style-name="${n}.c" office:value-type="string">${c || p('Body', '')}</table:table-cell>`).join('')}</table:table-row>`,
    )
    .join('');
  return `<table:table table:name="${n}" table:style-name="${n}">${cols.join('')}${body}</table:table>`;
}

function width(ctx: Ctx): number {
  const g = geometry(ctx.r.look);
  if (ctx.side) return g.side;
  return ctx.r.look.layout === 'single' || ctx.r.look.layout === 'frame-left'
    ? g.text
    : g.text - g.side - 0.4;
}

function entry(ctx: Ctx, h: Head, text: string | null, bullets: readonly string[]): string {
  const look = ctx.r.look;
  const style = ctx.side ? 'Side' : 'Body';
  const tab = ctx.side ? 'EntryTabSide' : 'EntryTab';
  const body = (text ? p(style, xml(text)) : '') + list(ctx, bullets);
  const sub = h.sub ? span('Em', h.sub) : '';
  switch (look.datePos) {
    case 'tab':
      return (
        p(tab, `${span('Strong', h.strong)}<text:tab/>${xml(h.when)}`) +
        (sub || h.city ? p(tab, `${sub}${h.city ? `<text:tab/>${xml(h.city)}` : ''}`) : '') +
        body
      );
    case 'own-line':
      return (
        p(style, span('Strong', h.strong)) +
        (sub ? p(style, sub) : '') +
        p(style, span('Em', `${h.when}${h.city ? ` | ${h.city}` : ''}`)) +
        body
      );
    case 'paren':
      return (
        p(style, `${span('Strong', h.strong)}${h.city ? `, ${xml(h.city)}` : ''} (${xml(h.when)})`) +
        (sub ? p(style, sub) : '') +
        body
      );
    case 'cell': {
      const w = width(ctx);
      const left = p(style, xml(h.when)) + (h.city ? p(style, xml(h.city)) : '');
      const right = p(style, span('Strong', h.strong)) + (sub ? p(style, sub) : '') + body;
      return table(ctx, [3.2, w - 3.2], [[left, right]]);
    }
  }
}

function skills(ctx: Ctx, groups: readonly SkillGroup[], form: string): string {
  const style = ctx.side ? 'Side' : 'Body';
  switch (form) {
    case 'comma':
      return groups.map((g) => p(style, xml(skillLine(g, ', ', false).items))).join('');
    case 'bullets':
      return groups
        .map((g) => (g.label ? p(style, span('Strong', g.label)) : '') + list(ctx, g.items))
        .join('');
    case 'table':
      return table(
        ctx,
        [3.5, width(ctx) - 3.5],
        groups.map((g) => [p(style, span('Strong', g.label ?? '')), p(style, xml(g.items.join(', ')))]),
      );
    default: {
      const sep = form === 'dots' || form === 'chips' ? ' · ' : ', ';
      return groups
        .map((g) => {
          const l = skillLine(g, sep, true);
          return p(style, `${l.label ? `${span('Strong', `${l.label}:`)} ` : ''}${xml(l.items)}`);
        })
        .join('');
    }
  }
}

function section(ctx: Ctx, s: Section): string {
  return p(ctx.side ? 'HS' : s.pageBreak ? 'HB' : 'H', xml(s.heading)) + sectionBody(ctx, s);
}

function sectionBody(ctx: Ctx, s: Section): string {
  const r = ctx.r;
  const style = ctx.side ? 'Side' : 'Body';
  let body: string;
  switch (s.kind) {
    case 'summary':
      body = p(style, xml(s.text));
      break;
    case 'experience':
      body = s.roles
        .map((role) => {
          const b = roleBody(role);
          return entry(ctx, roleHead(r, role), b.text, b.bullets);
        })
        .join('');
      break;
    case 'education':
      body = s.schools.map((sc) => entry(ctx, schoolHead(r, sc), null, sc.details ?? [])).join('');
      break;
    case 'projects':
      body = s.projects
        .map((pr) => {
          const l = projectLines(pr);
          const link = l.url ? ` – ${a(`https://${l.url}`, l.url)}` : '';
          return p(style, `${span('Strong', l.name)}${link}`) + l.lines.map((x) => p(style, xml(x))).join('');
        })
        .join('');
      break;
    case 'skills':
      body = skills(ctx, s.groups, s.form ?? 'grouped');
      break;
    case 'certifications':
      body = list(ctx, s.items);
      break;
    case 'languages':
      body = s.items.map((i) => p(style, xml(i))).join('');
      break;
    case 'interests':
      body = p(style, xml(s.items.join(', ')));
      break;
  }
  return body;
}

/** The .fodt text of one resume. */
export function renderWriter(r: HoldoutResume): string {
  const look = r.look;
  const g = geometry(look);
  const ctx: Ctx = { r, side: false, tables: [] };
  const { styles, page } = writerStyles(look, r.name, WORDS[r.lang].page);
  const mainSecs = look.layout === 'single' ? r.sections : r.sections.filter((s) => !s.aside);
  const sideSecs =
    look.layout === 'single' || look.layout === 'label-column' ? [] : r.sections.filter((s) => s.aside);
  const contactInSide =
    look.layout !== 'single' &&
    look.layout !== 'label-column' &&
    look.header !== 'page-header' &&
    look.header !== 'table';

  let header: string;
  if (look.header === 'table') {
    ctx.side = true;
    const contact = contactBlock(r, 'Contact');
    ctx.side = false;
    header = table(ctx, [g.text * 0.55, g.text * 0.45], [[nameBlock(r), contact]]);
  } else
    header =
      nameBlock(r) + (look.header === 'page-header' || contactInSide ? '' : contactBlock(r, 'Contact'));

  const main = look.layout === 'label-column' ? '' : mainSecs.map((s) => section(ctx, s)).join('');
  ctx.side = true;
  const side =
    (contactInSide ? p('HS', xml(WORDS[r.lang].contact)) + contactBlock(r, 'Side') : '') +
    sideSecs.map((s) => section(ctx, s)).join('');
  ctx.side = false;

  let body: string;
  if (look.layout === 'table-left' || look.layout === 'table-right') {
    const cells = look.layout === 'table-left' ? [side, header + main] : [header + main, side];
    const widths = look.layout === 'table-left' ? [g.side, g.text - g.side] : [g.text - g.side, g.side];
    body = table(ctx, widths, [cells]);
  } else if (look.layout === 'frame-left') {
    const frame =
      `<draw:frame draw:style-name="fr1" draw:name="Sidebar" text:anchor-type="page" text:anchor-page-number="1" svg:x="1.2cm" svg:y="1.5cm" svg:width="${g.side}cm" svg:height="25cm" draw:z-index="0">` +
      `<draw:text-box fo:min-height="20cm">${side}</draw:text-box></draw:frame>`;
    // A page-anchored frame is a child of the body text, not of a paragraph (ODF 1.3 §9.3).
    body = `${frame}${header}${main}`;
  } else if (look.layout === 'label-column') {
    const rows = r.sections.map((s) => [p('HL', xml(s.heading)), sectionBody(ctx, s)]);
    body = header + table(ctx, [g.side, g.text - g.side], rows);
  } else body = header + main;

  const headerXml =
    look.header === 'page-header' ? `<style:header>${contactBlock({ ...r }, 'Contact')}</style:header>` : '';
  const auto =
    `<office:automatic-styles>` +
    `<style:style style:name="fr1" style:family="graphic" style:parent-style-name="Frame"><style:graphic-properties style:wrap="run-through" style:run-through="foreground" fo:background-color="#eef1f5" fo:padding="0.2cm" fo:border="none" style:vertical-pos="from-top" style:horizontal-pos="from-left" style:horizontal-rel="page" style:vertical-rel="page"/></style:style>` +
    ctx.tables.join('') +
    `<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${page.pw}cm" fo:page-height="${page.ph}cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="1.8cm" fo:margin-right="1.8cm"/>` +
    `<style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.3cm"/></style:header-style>` +
    `<style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>` +
    `</office:automatic-styles>`;
  const master = `<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${headerXml}${page.footer}</style:master-page></office:master-styles>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">${styles}${auto}${master}<office:body><office:text>${body}</office:text></office:body></office:document>\n`;
}
