import { Window } from 'happy-dom';

/**
 * Reads a published page as a browser would (parsed by happy-dom) and, independently, tag by tag
 * from the raw markup (happy-dom's parser is lenient where Chromium is not: it silently drops an
 * `<svg><script>`), and lists everything in it that could run script: script elements other than the page's own module and its JSON-LD, event
 * handler attributes, links and sources with a scheme other than http(s)/mailto/tel, embedding
 * elements, inline styles with script URLs.
 */

/** Where a URL may appear in markup. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'data',
  'background',
  'cite',
  'xlink:href',
  'ping',
  'manifest',
  'codebase',
];
const EMBEDDING = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);

export interface Inspection {
  problems: string[];
  title: string;
  text: string;
  jsonLd: unknown[];
  /** Every link a visitor can follow (`<a>`, `<area>`). */
  hrefs: string[];
}

export async function inspectPage(html: string): Promise<Inspection> {
  const window = new Window({
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  try {
    const doc = new window.DOMParser().parseFromString(html, 'text/html');
    const problems: string[] = [];
    const jsonLd: unknown[] = [];

    const all = Array.from(doc.querySelectorAll('*'));
    // By local name, not a selector: a <script> inside <svg> lives in another namespace.
    for (const script of all.filter((el) => el.localName.toLowerCase() === 'script')) {
      const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
      const src = script.getAttribute('src');
      if (type === 'application/ld+json' && src === null) {
        const raw = script.textContent;
        if (/[<>\u2028\u2029]/.test(raw)) problems.push(`JSON-LD holds a raw < > or line separator`);
        try {
          jsonLd.push(JSON.parse(raw));
        } catch {
          problems.push('JSON-LD is not valid JSON (something broke out of it)');
        }
      } else if (type === 'module' && src?.startsWith('/portfolio-assets/') && !script.textContent.trim()) {
        // The page's own hashed script.
      } else {
        problems.push(`script element: ${script.outerHTML.slice(0, 120)}`);
      }
    }
    for (const el of all) {
      const name = el.localName.toLowerCase();
      if (EMBEDDING.has(name) || (name === 'meta' && el.hasAttribute('http-equiv'))) {
        problems.push(`embedding element: ${el.outerHTML.slice(0, 120)}`);
      }
    }
    const hrefs: string[] = [];
    for (const el of all) {
      for (const name of el.getAttributeNames()) {
        const lower = name.toLowerCase();
        const value = el.getAttribute(name) ?? '';
        if (lower.startsWith('on')) problems.push(`event handler ${name} on <${el.tagName.toLowerCase()}>`);
        if (lower === 'srcdoc') problems.push(`srcdoc on <${el.tagName.toLowerCase()}>`);
        if (lower === 'style' && /javascript:|expression\(|@import|behavior:|-moz-binding/i.test(value)) {
          problems.push(`style with script: ${value.slice(0, 80)}`);
        }
        if (lower === 'srcset' && !isSafeUrl(value.trim().split(/\s+/)[0] ?? '', el.tagName)) {
          problems.push(`srcset ${value.slice(0, 80)}`);
        }
        if (URL_ATTRIBUTES.includes(lower)) {
          if (lower === 'href' && ['A', 'AREA'].includes(el.tagName.toUpperCase())) hrefs.push(value);
          if (!isSafeUrl(value, el.tagName)) {
            problems.push(`${name}="${value.slice(0, 80)}" on <${el.tagName.toLowerCase()}>`);
          }
        }
      }
    }
    for (const form of Array.from(doc.querySelectorAll('form'))) {
      const action = form.getAttribute('action') ?? '';
      if (action && !action.startsWith('/')) problems.push(`form posts off-site: ${action}`);
    }
    problems.push(...scanMarkup(html));
    return { problems, title: doc.title, text: doc.body?.textContent ?? '', jsonLd, hrefs };
  } finally {
    await window.happyDOM.close();
  }
}

/**
 * http(s), mailto, tel, or a relative reference; data: only for images. Browsers drop tabs, new
 * lines and leading control characters before reading a scheme, so this does too.
 */
export function isSafeUrl(raw: string, tagName = 'A'): boolean {
  // eslint-disable-next-line no-control-regex -- stripping what browsers ignore is the point
  const value = raw.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1];
  if (scheme === undefined) return !value.startsWith('\\') && !value.startsWith('/\\');
  if (['http', 'https', 'mailto', 'tel'].includes(scheme)) return true;
  const tag = tagName.toLowerCase();
  return scheme === 'data' && value.startsWith('data:image/') && (tag === 'img' || tag === 'link');
}

const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const RAW_FORBIDDEN = new Set([
  ...EMBEDDING,
  'meta-refresh',
  'style',
  'template',
  'noembed',
  'xmp',
  'plaintext',
]);

/**
 * A second, strict reading of the raw markup: every `<` must open a well-formed tag, a comment or the
 * doctype (user text is escaped, so any other `<` is markup someone injected); tags and attributes
 * are checked like the DOM above, after decoding character references the way browsers do.
 */
export function scanMarkup(html: string): string[] {
  const problems: string[] = [];
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) return [...problems, 'unterminated comment'];
      i = end + 3;
      continue;
    }
    if (/^<!doctype html>/i.test(html.slice(i, i + 15))) {
      i += 15;
      continue;
    }
    TAG.lastIndex = i;
    const tag = TAG.exec(html);
    if (!tag) {
      problems.push(`stray markup: ${html.slice(i, i + 60)}`);
      i += 1;
      continue;
    }
    const [whole, closing, rawName = '', rawAttributes = ''] = tag;
    const name = rawName.toLowerCase();
    i += whole.length;
    if (closing) continue;
    const attributes = new Map<string, string>();
    for (const m of rawAttributes.matchAll(ATTRIBUTE)) {
      attributes.set((m[1] ?? '').toLowerCase(), decodeReferences(m[2] ?? m[3] ?? m[4] ?? ''));
    }
    if (RAW_FORBIDDEN.has(name)) problems.push(`raw <${name}>`);
    if (name === 'meta' && attributes.has('http-equiv')) problems.push('raw meta http-equiv');
    for (const [attribute, value] of attributes) {
      if (attribute.startsWith('on')) problems.push(`raw ${attribute} on <${name}>`);
      if (attribute === 'srcdoc') problems.push(`raw srcdoc on <${name}>`);
      if (URL_ATTRIBUTES.includes(attribute) && !isSafeUrl(value, name)) {
        problems.push(`raw ${attribute}="${value.slice(0, 60)}" on <${name}>`);
      }
      if (attribute === 'style' && /javascript:|expression\(|@import|behavior:|-moz-binding/i.test(value)) {
        problems.push(`raw style with script on <${name}>`);
      }
    }
    if (name === 'script') {
      const type = attributes.get('type') ?? '';
      const end = html.toLowerCase().indexOf('</script', i);
      const body = html.slice(i, end === -1 ? undefined : end);
      if (type === 'application/ld+json') {
        if (/[<>]/.test(body)) problems.push('raw JSON-LD holds < or >');
      } else if (!(
        type === 'module' &&
        attributes.get('src')?.startsWith('/portfolio-assets/') &&
        !body.trim()
      )) {
        problems.push(`raw script: ${whole.slice(0, 80)}`);
      }
      i = end === -1 ? html.length : end;
    }
  }
  return problems;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/** Decodes numeric and the common named character references, as an attribute value is read. */
function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (ref: string, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
    }
    return NAMED[body.toLowerCase()] ?? ref;
  });
}
