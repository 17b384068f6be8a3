import type { Link, Resume } from '../model.js';
import { linkText } from '../truth.js';
import { esc } from './html.js';
import { iconFor } from './icons.js';
import { WORDS } from './words.js';

/*
 * The name block and the contact details. Contact items are printed one per line, on one line with a
 * separator, in a label/value table, in the sidebar, or stacked on the right of the name.
 */

type Item = { key: 'email' | 'email2' | 'phone' | 'location' | 'link'; html: string };

const GLYPHS = { email: '✉', email2: '✉', phone: '☎', location: '⌂', link: '' } as const;

function linkHtml(l: Link): string {
  const href = esc(l.href);
  switch (l.show) {
    case 'icon':
      return `<a class="icon-link" href="${href}">${iconFor(l.kind)}</a>`;
    case 'glyph':
      return `<a class="icon-link" href="${href}">↗</a>`;
    case 'handle':
      return `<a href="${href}">${iconFor(l.kind)} ${esc(linkText(l) ?? '')}</a>`;
    default:
      return `<a href="${href}">${esc(linkText(l) ?? l.href)}</a>`;
  }
}

function contactItems(r: Resume): Item[] {
  const c = r.contact;
  const items: Item[] = [{ key: 'email', html: `<a href="mailto:${esc(c.email)}">${esc(c.email)}</a>` }];
  if (c.email2) items.push({ key: 'email2', html: `<a href="mailto:${esc(c.email2)}">${esc(c.email2)}</a>` });
  if (c.phone) items.push({ key: 'phone', html: esc(c.phone) });
  if (c.location) items.push({ key: 'location', html: esc(c.location) });
  // Icon-only links sit together in one row, as icon bars do.
  const icons = c.links.filter((l) => l.show === 'icon' || l.show === 'glyph');
  for (const l of c.links) if (!icons.includes(l)) items.push({ key: 'link', html: linkHtml(l) });
  if (icons.length)
    items.push({ key: 'link', html: `<span class="icons">${icons.map(linkHtml).join(' ')}</span>` });
  return items;
}

function labelled(r: Resume, item: Item): string {
  const words = WORDS[r.lang];
  const mode = r.look.contactLabels ?? 'none';
  if (mode === 'none' || item.key === 'link') return item.html;
  if (mode === 'glyph') return `<span class="glyph">${GLYPHS[item.key]}</span> ${item.html}`;
  const word = item.key === 'phone' ? words.phone : item.key === 'location' ? words.address : words.email;
  return `<span class="label">${esc(word)}:</span> ${item.html}`;
}

/** The contact block for the header or the sidebar. */
export function contactHtml(r: Resume): string {
  const items = contactItems(r);
  const look = r.look;
  switch (look.contact) {
    case 'inline':
      return `<div class="contact inline">${items.map((i) => labelled(r, i)).join(`<span class="sep">${esc(look.contactSep ?? ' | ')}</span>`)}</div>`;
    case 'table': {
      const words = WORDS[r.lang];
      const cell = (i: Item) => {
        const label =
          i.key === 'phone'
            ? words.phone
            : i.key === 'location'
              ? words.address
              : i.key === 'link'
                ? ''
                : words.email;
        return `<td class="label">${esc(label)}</td><td>${i.html}</td>`;
      };
      const rows: string[] = [];
      for (let k = 0; k < items.length; k += 2) {
        const a = items[k];
        const b = items[k + 1];
        if (a) rows.push(`<tr>${cell(a)}${b ? cell(b) : '<td></td><td></td>'}</tr>`);
      }
      return `<table class="contact table">${rows.join('')}</table>`;
    }
    case 'sidebar':
      return (
        `<section class="section"><h2 class="h">${esc(WORDS[r.lang].contact)}</h2>` +
        `<div class="contact stack">${items.map((i) => `<div>${labelled(r, i)}</div>`).join('')}</div></section>`
      );
    default:
      return `<div class="contact stack ${look.contact}">${items.map((i) => `<div>${labelled(r, i)}</div>`).join('')}</div>`;
  }
}

/** The name (plain, upper case, or first and last name on two lines) and the headline. */
export function nameHtml(r: Resume): string {
  let name: string;
  if (r.look.name === 'split') {
    const cut = r.name.indexOf(' ');
    name = `<h1 class="name split"><span>${esc(r.name.slice(0, cut))}</span><br><span>${esc(r.name.slice(cut + 1))}</span></h1>`;
  } else name = `<h1 class="name${r.look.name === 'caps' ? ' caps' : ''}">${esc(r.name)}</h1>`;
  return name + (r.title ? `<div class="title">${esc(r.title)}</div>` : '');
}
