/*
 * Builds the themes set: renders the JSON Resume documents in resumes/ with JSON Resume themes
 * published on the npm registry (layouts designed by other people), prints each page with Chromium and
 * writes ../corpus/pdf/*.pdf with a truth in the corpus schema derived mechanically from the JSON.
 *
 *   npx tsx parser-eval/sets/themes/sources/build.ts [--themes-dir /tmp/folio-themes]
 *
 * The themes are installed OUTSIDE the repository (npm install --prefix), never into package.json.
 * A truth holds only what the page shows: each field is attributed to the page by rendering the theme
 * again without it (or with its date moved) and seeing whether the visible text changes, and every
 * value kept must then be printed in the PDF as plain pdf.js reads it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { readTextLayer } from '../../generality/textLayer.js';
import { corpusNames, squash } from '../../corpusFiles.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, '../corpus');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const themesDir = arg('--themes-dir') ?? '/tmp/folio-themes';
const say = (s: string) => process.stdout.write(`${s}\n`);

/** Pinned so a rebuild renders the same pages. Order matters: it decides which resume meets which theme. */
export const THEMES = [
  'elegant@1.16.1',
  'even@0.26.1',
  'flat@0.3.7',
  'kendall@0.2.0',
  'stackoverflow@3.3.0',
  'macchiato@1.1.0',
  'paper@0.5.0',
  'class@0.1.2',
  'spartan@0.3.0',
  'onepage@0.0.3',
  'short@0.1.7',
  'caffeine@1.2.3',
  'modern@0.0.18',
  'crisp@0.2.12',
  'slick@0.1.16',
  'eloquent@5.0.0',
  'straightforward@0.5.0',
  'classy@1.0.9',
  'cora@0.1.1',
  'onepage-plus@1.1.0',
  'simple-red@1.0.4',
  'minyma@0.0.5',
  'pumpkin@1.1.4',
  'autumn@1.0.1',
  'sceptile@1.0.5',
  'rocketspacer@1.2.2',
  'direct@0.1.1',
  'relaxed@0.2.1',
  'actual@0.2.2',
];
const PER_RESUME = 8;

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Resume documents and theme modules are untyped outside data */
type Resume = Record<string, any>;
type Render = (resume: Resume) => string | Promise<string>;

interface Entry {
  company: string | null;
  title: string;
  start: string | null;
  end: string | null;
}
interface School {
  school: string;
  degree: string | null;
  start: string | null;
  end: string | null;
}

// ---------- text helpers ----------

/**
 * What a reader sees of the HTML: Chromium lays it out for print (the theme's scripts run, print CSS
 * applies, hidden parts drop out) and gives the rendered text.
 */
async function visibleText(html: string): Promise<string> {
  await probe.setContent(html, { waitUntil: 'load', timeout: 15_000 }).catch(() => {});
  return probe.evaluate(() => document.body?.innerText ?? '');
}
let probe: Page;

const count = (hay: string, needle: string) => {
  const n = squash(needle);
  if (!n) return 0;
  let c = 0;
  for (let i = hay.indexOf(n); i >= 0; i = hay.indexOf(n, i + 1)) c++;
  return c;
};

const clone = (r: Resume): Resume => structuredClone(r);

/**
 * Many published themes still read the first schema's keys (work[].company, basics.website); a document
 * written for them carries both spellings, as resumes exported by older JSON Resume tools do.
 */
function withOldKeys(resume: Resume): Resume {
  const r = clone(resume);
  if (r.basics?.url) r.basics.website = r.basics.url;
  for (const w of r.work ?? []) {
    if (w.name) w.company = w.name;
    if (w.url) w.website = w.url;
  }
  return r;
}

// ---------- themes ----------

function installThemes(): void {
  const missing = THEMES.filter(
    (t) => !existsSync(path.join(themesDir, 'node_modules', `jsonresume-theme-${t.split('@')[0]}`)),
  );
  if (!missing.length) return;
  mkdirSync(themesDir, { recursive: true });
  if (!existsSync(path.join(themesDir, 'package.json')))
    writeFileSync(path.join(themesDir, 'package.json'), '{"name":"folio-themes","private":true}\n');
  for (const t of missing) {
    try {
      execFileSync(
        'npm',
        [
          'install',
          '--prefix',
          themesDir,
          '--no-audit',
          '--no-fund',
          '--ignore-scripts',
          `jsonresume-theme-${t}`,
        ],
        { stdio: 'inherit' },
      );
    } catch {
      say(`skip ${t}: npm install failed`);
    }
  }
}

async function loadTheme(theme: string): Promise<Render | null> {
  const name = `jsonresume-theme-${theme.split('@')[0]}`;
  const require = createRequire(path.join(themesDir, 'package.json'));
  let mod: any;
  try {
    mod = require(name);
  } catch {
    try {
      // ESM-only themes: import the package's "import" entry (a bare import would resolve from here).
      const dir = path.join(themesDir, 'node_modules', name);
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const entry =
        pkg.exports?.['.']?.import?.default ?? pkg.exports?.['.']?.import ?? pkg.module ?? pkg.main;
      mod = await import(pathToFileURL(path.join(dir, entry)).href);
    } catch (e) {
      say(`skip ${theme}: ${(e as Error).message.split('\n')[0]}`);
      return null;
    }
  }
  const render = mod.render ?? mod.default?.render;
  return typeof render === 'function' ? (render as Render) : null;
}

/* eslint-disable no-console -- muting the themes' console is the point here */
/** Runs a theme with its console muted: some log deprecation noise or debug objects on every render. */
async function quietly<T>(run: () => T | Promise<T>): Promise<T> {
  const saved = [console.warn, console.log, console.error] as const;
  console.warn = console.log = console.error = () => {};
  try {
    return await run();
  } finally {
    [console.warn, console.log, console.error] = saved;
  }
}
/* eslint-enable no-console */

/** Renders and returns the visible text squashed, or null when the theme throws on this variant. */
async function shown(render: Render, resume: Resume): Promise<string | null> {
  try {
    return squash(await visibleText(await quietly(() => render(resume))));
  } catch {
    return null;
  }
}

// ---------- truth ----------

const ym = (d: string | undefined): { y: string; m: string } | null => {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(d ?? '');
  return m?.[1] ? { y: m[1], m: m[2] ?? '' } : null;
};

/** A date moved so its rendering changes: a different year, or the same year and a different month. */
function moved(d: string, part: 'y' | 'm'): string {
  const p = ym(d)!;
  if (part === 'y') return `${Number(p.y) - 37}${d.slice(4)}`;
  const month = ((Number(p.m) + 5) % 12) + 1;
  return `${p.y}-${String(month).padStart(2, '0')}${d.slice(7)}`;
}

const PRESENT = /\b(present|current|now|today|ongoing|actual|heute|présent|presente|atual|obecnie)\b/gi;
const presentCount = (text: string) => (text.match(PRESENT) ?? []).length;

class Deriver {
  notes: string[] = [];
  constructor(
    private render: Render,
    private resume: Resume,
    private full: string,
    readonly fullRaw: string,
    readonly pdfText: string,
  ) {}

  printed(value: string): boolean {
    return this.pdfText.includes(squash(value));
  }

  /** The value is on the page because of this part of the resume: removing the part takes it away. */
  async attributed(value: string, without: (r: Resume) => void): Promise<boolean> {
    if (!value || !this.printed(value)) return false;
    const r = clone(this.resume);
    without(r);
    const other = await shown(this.render, r);
    return other === null ? true : count(other, value) < count(this.full, value);
  }

  async changes(edit: (r: Resume) => void): Promise<boolean> {
    const r = clone(this.resume);
    edit(r);
    const other = await shown(this.render, r);
    return other !== null && other !== this.full;
  }

  /** The printed form of one date: YYYY-MM when its month shows, YYYY when only its year does, else null. */
  async date(list: string, i: number, key: 'startDate' | 'endDate'): Promise<string | null> {
    const d: string | undefined = this.resume[list][i][key];
    const p = ym(d);
    if (!d || !p || !this.printed(p.y)) return null;
    const set = (v: string) => (r: Resume) => void (r[list][i][key] = v);
    if (!(await this.changes(set(moved(d, 'y'))))) return null;
    return p.m && (await this.changes(set(moved(d, 'm')))) ? `${p.y}-${p.m}` : p.y;
  }

  /** An open end shows when giving the entry an end date takes a "present" word off the page. */
  async present(list: string, i: number): Promise<boolean> {
    const r = clone(this.resume);
    r[list][i].endDate = r[list][i].startDate;
    const html = await quietly(() => this.render(r)).catch(() => null);
    return html !== null && presentCount(await visibleText(html)) < presentCount(this.fullRaw);
  }

  async range(
    list: string,
    i: number,
    single: 'both' | 'end',
  ): Promise<{ start: string | null; end: string | null }> {
    let start = await this.date(list, i, 'startDate');
    let end = this.resume[list][i].endDate
      ? await this.date(list, i, 'endDate')
      : (await this.present(list, i))
        ? 'present'
        : null;
    // A single printed date is the end of a school and both ends of a role (SCHEMA.md, Dates); an
    // open role whose page prints no "present" word (a bare "2019 –") has an end nobody can score.
    const open = !this.resume[list][i].endDate;
    if (single === 'end' && start && !end) [start, end] = [null, start];
    if (single === 'both' && start && !end && !open) end = start;
    if (single === 'both' && !start && end && end !== 'present') start = end;
    return { start, end };
  }
}

async function deriveTruth(d: Deriver, resume: Resume, lang: string, theme: string, id: string) {
  const b = resume.basics ?? {};
  const drop = (what: string) => d.notes.push(what);
  const basic = async (key: string) => {
    const v: string | undefined = b[key];
    if (!v) return null;
    if (await d.attributed(v, (r) => delete r.basics[key])) return v;
    drop(`basics.${key}`);
    return null;
  };

  const title = await basic('label');
  const email = await basic('email');
  const phone = await basic('phone');

  // Location: the parts the page shows, in the order the page shows them.
  let location: string | null = null;
  const alts: string[] = [];
  const loc = b.location ?? {};
  const parts: string[] = [];
  for (const key of ['address', 'postalCode', 'city', 'region', 'countryCode']) {
    // Some themes print the country's name for its code; the name first, as the code (BR) can be
    // found inside it (Brazil).
    const forms: string[] =
      key === 'countryCode' && loc[key] ? [countryName.of(loc[key]) ?? '', loc[key]] : [loc[key]];
    for (const form of forms)
      if (form && (await d.attributed(form, (r) => delete r.basics.location[key]))) {
        parts.push(form);
        break;
      }
  }
  if (parts.length) {
    const sorted = orderedOnPage(parts, loc.city, d.fullRaw);
    location = sorted.join(', ') || null;
    // City-level readings (SCHEMA.md): every run of printed parts that holds the city.
    const at = sorted.indexOf(loc.city);
    if (at >= 0)
      for (let i = 0; i <= at; i++)
        for (let j = at + 1; j <= sorted.length; j++)
          if (j - i < sorted.length) alts.push(sorted.slice(i, j).join(', '));
  } else if (b.location) drop('basics.location');

  const links: string[] = [];
  for (const url of [b.url, ...(b.profiles ?? []).map((p: any) => p.url)].filter(Boolean) as string[]) {
    const bare = url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
    if (d.printed(bare) || pdfLinks.has(url) || pdfLinks.has(url.replace(/\/$/, ''))) links.push(url);
    else drop(`link ${url}`);
  }

  const summary = b.summary
    ? await d.attributed(b.summary.slice(0, 40), (r) => delete r.basics.summary)
    : false;
  if (b.summary && !summary) drop('basics.summary');

  const experience: Entry[] = [];
  for (const [list, org] of [
    ['work', 'name'],
    ['volunteer', 'organization'],
  ] as const) {
    const entries: any[] = resume[list] ?? [];
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      const without = (r: Resume) => r[list].splice(i, 1);
      if (!(await d.attributed(e.position, without))) {
        drop(`${list}[${i}] (position not shown)`);
        continue;
      }
      const company = (await d.attributed(e[org], without)) ? (e[org] as string) : null;
      if (!company) drop(`${list}[${i}].${org}`);
      experience.push({ company, title: e.position, ...(await d.range(list, i, 'both')) });
    }
  }

  const education: School[] = [];
  for (let i = 0; i < (resume.education ?? []).length; i++) {
    const e = resume.education[i];
    if (!(await d.attributed(e.institution, (r) => r.education.splice(i, 1)))) {
      drop(`education[${i}]`);
      continue;
    }
    const degree = [e.studyType, e.area].filter((v) => v && d.printed(v)).join(' ') || null;
    education.push({ school: e.institution, degree, ...(await d.range('education', i, 'end')) });
  }

  const projects: string[] = [];
  for (let i = 0; i < (resume.projects ?? []).length; i++) {
    const p = resume.projects[i];
    if (await d.attributed(p.name, (r) => r.projects.splice(i, 1))) projects.push(p.name);
    else drop(`projects[${i}]`);
  }

  const skills: string[] = [];
  for (let i = 0; i < (resume.skills ?? []).length; i++) {
    const s = resume.skills[i];
    const without = (r: Resume) => r.skills.splice(i, 1);
    const keywords: string[] = [];
    for (const k of s.keywords ?? []) if (await d.attributed(k, without)) keywords.push(k);
    if (keywords.length) skills.push(...keywords);
    else if (await d.attributed(s.name, without)) skills.push(s.name);
    else drop(`skills[${i}]`);
    if (keywords.length && keywords.length < (s.keywords ?? []).length) drop(`some keywords of skills[${i}]`);
  }

  return {
    // text-transform: uppercase can change letters (ß prints as SS): the truth is what the page prints.
    name: d.printed(b.name) ? b.name : b.name.toUpperCase(),
    title,
    email,
    phone,
    location,
    links,
    summary_present: summary,
    experience,
    education,
    projects,
    skills,
    languages_of_text: lang,
    ...(alts.length ? { _alt: { location: alts } } : {}),
    _notes:
      `JSON Resume theme jsonresume-theme-${theme} (npm), printed by Chromium; truth derived by build.ts from ` +
      `sources/resumes/${id}.json, keeping only what the page shows.` +
      (d.notes.length ? ` Not on this page: ${d.notes.join(', ')}.` : ''),
  };
}

/**
 * The printed location: the parts the page shows on the city's line (or alone on a line beside it, as
 * a street above its city), in the order the page prints them; a country code printed elsewhere, such
 * as in an email address, is not part of it.
 */
function orderedOnPage(parts: string[], city: string | undefined, text: string): string[] {
  /**
   * Where the part stands in the line: as a word of its own, or else inside a run (a theme that sets
   * its separators in CSS gives the rendered text "PLGdańsk").
   */
  const where = (p: string, line: string): number[] => {
    const esc = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');
    const find = (re: RegExp) => [...line.matchAll(re)].map((m) => m.index);
    const words = find(new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'giu'));
    return words.length ? words : find(new RegExp(esc, 'giu'));
  };
  const lines = text.split('\n').map((l) => l.trim());
  const anchor = city && parts.includes(city) ? city : (parts[0] ?? '');
  // The city's line: as a word of its own first ("Gdańsk", not the start of "Gdańska" in a school's
  // name), and among such lines the one that holds most of the other parts.
  const escaped = anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = (l: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(l);
  const held = (n: number) => parts.filter((p) => where(p, lines[n] ?? '').length > 0).length;
  const byWord = lines.map((_, n) => n).filter((n) => word(lines[n] ?? ''));
  const candidates = byWord.length
    ? byWord
    : lines.map((_, n) => n).filter((n) => held(n) > 0 && where(anchor, lines[n] ?? '').length > 0);
  const at = candidates.sort((x, y) => held(y) - held(x) || x - y)[0] ?? -1;
  if (at < 0) return [];
  const line = (n: number) => lines[n] ?? '';
  const cityAt = where(anchor, line(at))[0] ?? 0;
  /** A neighbouring line that holds only this part (and a little punctuation or a label). */
  const alone = (p: string, n: number) => where(p, line(n)).length > 0 && line(n).length < p.length + 25;
  const placed: { p: string; i: number }[] = [];
  for (const p of parts) {
    // The occurrence nearest the city: a code can also stand in an email address on the same line.
    const [i] = where(p, line(at)).sort((x, y) => Math.abs(x - cityAt) - Math.abs(y - cityAt));
    if (i !== undefined) placed.push({ p, i: 1000 + i });
    else if (alone(p, at - 1)) placed.push({ p, i: 0 });
    else if (alone(p, at + 1)) placed.push({ p, i: 9000 });
  }
  return placed.sort((x, y) => x.i - y.i).map((x) => x.p);
}

let pdfLinks = new Set<string>();
const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

// ---------- main ----------

async function main(): Promise<void> {
  installThemes();
  const resumesDir = path.join(here, 'resumes');
  const ids = corpusNames(here, 'resumes', '.json');
  rmSync(corpus, { recursive: true, force: true });
  mkdirSync(path.join(corpus, 'pdf'), { recursive: true });
  mkdirSync(path.join(corpus, 'truth'), { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  probe = await browser.newPage();
  await probe.emulateMedia({ media: 'print' });
  // Reproducible builds: nothing from the network; themes that load fonts or CSS remotely fall back.
  for (const p of [page, probe])
    await p.route('**/*', (route) =>
      /^(data|about|blob):/.test(route.request().url()) ? route.continue() : route.abort(),
    );

  const failed = new Map<string, string>();
  const renders = new Map<string, Render | null>();
  let made = 0;
  for (const [r, id] of ids.entries()) {
    const resume = withOldKeys(
      JSON.parse(readFileSync(path.join(resumesDir, `${id}.json`), 'utf8')) as Resume,
    );
    const lang = id.startsWith('en-') ? 'en' : id.slice(0, 2);
    const letter = ['US', 'CA'].includes(resume.basics?.location?.countryCode);
    for (let k = 0; k < PER_RESUME; k++) {
      const theme = THEMES[(r * PER_RESUME + k) % THEMES.length] ?? '';
      const short = theme.split('@')[0] ?? theme;
      if (!renders.has(theme)) renders.set(theme, await loadTheme(theme));
      const render = renders.get(theme);
      if (!render) continue;
      const html = await quietly(() => render(clone(resume))).catch((e: unknown) => {
        failed.set(`${id} × ${short}`, String((e as Error).message).split('\n')[0] ?? '');
        return null;
      });
      if (html === null) continue;
      await page.setContent(html, { waitUntil: 'load', timeout: 15_000 }).catch(() => {});
      const name = `${id}--${short}`;
      const pdfPath = path.join(corpus, 'pdf', `${name}.pdf`);
      await page.pdf({
        path: pdfPath,
        format: letter ? 'Letter' : 'A4',
        preferCSSPageSize: true,
        printBackground: true,
        margin: { top: '0.4in', bottom: '0.4in', left: '0.4in', right: '0.4in' },
      });
      const layer = await readTextLayer(new Uint8Array(readFileSync(pdfPath)));
      pdfLinks = new Set(layer.links);
      const fullRaw = await visibleText(html);
      const d = new Deriver(render, resume, squash(fullRaw), fullRaw, squash(layer.text));
      const truth = await deriveTruth(d, resume, lang, theme, id);
      writeFileSync(path.join(corpus, 'truth', `${name}.json`), `${JSON.stringify(truth, null, 2)}\n`);
      made++;
      say(`${name}.pdf (${layer.pages} p.)${d.notes.length ? ` — not shown: ${d.notes.join(', ')}` : ''}`);
    }
  }
  await browser.close();
  for (const [pair, why] of failed) say(`failed ${pair}: ${why}`);
  say(`${made} PDFs`);
}

await main();
