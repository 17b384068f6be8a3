import { parse, stringify } from 'yaml';
import { restoreResume } from '../restore.js';
import type { ResumeData, ResumeDate, SocialKey } from '../schema.js';
import { ImportProblem, type ImportNote } from './notes.js';
import { isRecord, list, str, textOf } from './values.js';

/**
 * The mapping between Folio's ResumeData and RenderCV's YAML input (https://docs.rendercv.com, the
 * `cv:` block of schema.json, v2). Each Folio section is one RenderCV section whose entry type RenderCV
 * infers from its keys; SECTIONS below is the table both directions read, so a new resume section is one
 * more row. Entries accept extra keys (the schema's `additionalProperties: true`), which is where Folio
 * keeps what RenderCV would not print (project tech and links, skill levels): RenderCV ignores them and
 * a round trip keeps them.
 */

export interface RenderCvSocial {
  network: RenderCvNetwork;
  username: string;
}

export interface RenderCvConnection {
  fontawesome_icon: string;
  placeholder: string;
  url: string | null;
}

export type RenderCvEntry = string | Record<string, unknown>;

export interface RenderCvDocument {
  cv: {
    name?: string;
    headline?: string;
    location?: string;
    email?: string;
    phone?: string;
    website?: string;
    social_networks?: RenderCvSocial[];
    custom_connections?: RenderCvConnection[];
    sections?: Record<string, RenderCvEntry[]>;
  };
}

/** The networks RenderCV names (schema.json `SocialNetworkName`) that Folio has footer slots for. */
type RenderCvNetwork = 'LinkedIn' | 'GitHub' | 'X';
const NETWORKS: { key: SocialKey; network: RenderCvNetwork; profile: RegExp; url: (u: string) => string }[] =
  [
    {
      key: 'linkedin',
      network: 'LinkedIn',
      profile: /^https?:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\/in\/([^/?#]+)\/?$/i,
      url: (u) => `https://linkedin.com/in/${u}`,
    },
    {
      key: 'github',
      network: 'GitHub',
      profile: /^https?:\/\/(www\.)?()github\.com\/([^/?#]+)\/?$/i,
      url: (u) => `https://github.com/${u}`,
    },
    {
      key: 'twitter',
      network: 'X',
      profile: /^https?:\/\/(www\.)?()(?:x|twitter)\.com\/([^/?#]+)\/?$/i,
      url: (u) => `https://x.com/${u}`,
    },
  ];

/** Icons for the custom connections Folio writes (Font Awesome names, as RenderCV asks). */
const LINK_ICON = 'link';
const PHONE_ICON = 'phone';

/** One row per Folio section: its RenderCV title, the aliases read back, and both directions. */
interface SectionMapper {
  title: string;
  aliases: readonly string[];
  write(resume: ResumeData): RenderCvEntry[];
  read(entries: Record<string, unknown>[], texts: string[], into: Record<string, unknown>): void;
}

const SECTIONS: SectionMapper[] = [
  {
    title: 'Summary',
    aliases: ['summary', 'about', 'about me', 'profile'],
    write: (r) => (r.summary.content ? [r.summary.content] : []),
    read: (_, texts, into) => {
      into.summary = { ...(isRecord(into.summary) ? into.summary : {}), content: texts.join('\n\n') };
    },
  },
  {
    title: 'Highlights',
    aliases: ['highlights'],
    write: (r) => r.summary.highlights.map((bullet) => ({ bullet })),
    read: (entries, _, into) => {
      into.summary = {
        ...(isRecord(into.summary) ? into.summary : {}),
        highlights: entries.map((e) => str(e.bullet)),
      };
    },
  },
  {
    title: 'Experience',
    aliases: ['experience', 'work experience', 'work', 'employment'],
    write: (r) =>
      r.experience.map((e) =>
        compact({
          company: e.company,
          position: e.title,
          location: e.location,
          ...dateRange(e.start, e.end, e.period),
          summary: e.description,
          highlights: e.bullets.length ? e.bullets : undefined,
        }),
      ),
    read: (entries, _, into) => {
      into.experience = entries.map((e) => ({
        title: str(e.position),
        company: str(e.company),
        location: str(e.location),
        ...readRange(e),
        description: textOf(e.summary),
        bullets: list(e.highlights).map(str).filter(Boolean),
      }));
    },
  },
  {
    title: 'Education',
    aliases: ['education'],
    write: (r) =>
      r.education.map((e) => {
        // RenderCV splits "degree" (BS) from "area" (Computer Science); Folio keeps one line.
        const split = /^(.+?) in (.+)$/.exec(e.degree);
        return compact({
          institution: e.school,
          area: split?.[2] ?? e.degree,
          degree: split?.[1],
          location: e.location,
          ...dateRange(e.start, e.end, ''),
          summary: e.description,
        });
      }),
    read: (entries, _, into) => {
      into.education = entries.map((e) => {
        const { start, end } = readRange(e);
        const degree = str(e.degree);
        const area = str(e.area);
        return {
          school: str(e.institution),
          degree: degree && area ? `${degree} in ${area}` : degree || area,
          location: str(e.location),
          start,
          end,
          description: textOf(e.summary) || list(e.highlights).map(str).filter(Boolean).join('\n'),
        };
      });
    },
  },
  {
    title: 'Projects',
    aliases: ['projects', 'personal projects'],
    write: (r) =>
      r.projects.map((p) =>
        compact({
          name: p.name,
          summary: p.description,
          tech: p.tech.length ? p.tech : undefined,
          url: p.link,
          github: p.github,
          image: p.image,
        }),
      ),
    read: (entries, _, into) => {
      into.projects = entries.map((e) => ({
        name: str(e.name),
        description: textOf(e.summary) || list(e.highlights).map(str).filter(Boolean).join('\n'),
        tech: list(e.tech).map(str).filter(Boolean),
        link: str(e.url),
        github: str(e.github),
        image: str(e.image),
      }));
    },
  },
  {
    title: 'Skills',
    aliases: ['skills', 'technical skills'],
    write: (r) =>
      r.skills.map((g) =>
        compact({
          label: g.category,
          details: g.items.map((s) => s.name).join(', '),
          levels: g.items.some((s) => s.level !== null) ? g.items.map((s) => s.level) : undefined,
        }),
      ),
    read: (entries, _, into) => {
      into.skills = entries.map((e) => {
        const levels = list(e.levels);
        return {
          category: str(e.label),
          items: str(e.details)
            .split(/\s*,\s*/)
            .filter(Boolean)
            .map((name, i) => ({ name, level: typeof levels[i] === 'number' ? levels[i] : null })),
        };
      });
    },
  },
  {
    title: 'Certifications',
    aliases: ['certifications', 'certificates', 'licenses & certifications'],
    write: (r) =>
      r.certifications.map((c) =>
        compact({ name: c.name, summary: c.issuer, date: c.date ?? undefined, url: c.url }),
      ),
    read: (entries, _, into) => {
      into.certifications = entries.map((e) => ({
        name: str(e.name),
        issuer: str(e.summary),
        date: exactDate(e.date),
        url: str(e.url),
      }));
    },
  },
  {
    title: 'Languages',
    aliases: ['languages'],
    write: (r) => r.languages.map((l) => ({ label: l.name, details: l.level })),
    read: (entries, _, into) => {
      into.languages = entries.map((e) => ({ name: str(e.label), level: str(e.details) }));
    },
  },
];

/** ResumeData → RenderCV's document (the `cv:` block; design and locale are RenderCV's defaults). */
export function toRenderCv(resume: ResumeData): RenderCvDocument {
  const info = resume.personalInfo;
  const socials: RenderCvSocial[] = [];
  const socialUrls = new Set<string>();
  const connections: RenderCvConnection[] = [];
  for (const { key, network, profile } of NETWORKS) {
    const url = resume.footer.socials[key];
    const username = url ? profile.exec(url)?.[3] : undefined;
    if (!url) continue;
    socialUrls.add(url);
    if (username) socials.push({ network, username: decodeURIComponent(username) });
    else connections.push({ fontawesome_icon: LINK_ICON, placeholder: network, url });
  }
  for (const link of info.links) {
    if (!socialUrls.has(link.url)) {
      connections.push({ fontawesome_icon: LINK_ICON, placeholder: link.label, url: link.url });
    }
  }
  // RenderCV checks phone numbers as international numbers; one it would refuse stays as plain text.
  const phoneOk = /^\+[\d\s().-]{6,}$/.test(info.phone);
  if (info.phone && !phoneOk)
    connections.push({ fontawesome_icon: PHONE_ICON, placeholder: info.phone, url: null });
  const sections: Record<string, RenderCvEntry[]> = {};
  for (const section of SECTIONS) {
    const entries = section.write(resume);
    if (entries.length) sections[section.title] = entries;
  }
  return {
    cv: compact({
      name: info.name,
      headline: info.title,
      location: info.location,
      email: info.email,
      phone: phoneOk ? info.phone : undefined,
      website: resume.footer.socials.website,
      social_networks: socials.length ? socials : undefined,
      custom_connections: connections.length ? connections : undefined,
      sections: Object.keys(sections).length ? sections : undefined,
    }),
  };
}

/** The YAML file RenderCV reads, with its schema named for editors that validate YAML. */
export function toRenderCvYaml(resume: ResumeData): string {
  const header =
    '# yaml-language-server: $schema=https://github.com/rendercv/rendercv/blob/main/schema.json?raw=true\n';
  return header + stringify(toRenderCv(resume), { lineWidth: 0 });
}

/** Largest YAML document read: far above any resume, small enough to parse in a blink. */
const MAX_YAML_CHARS = 1_000_000;

/**
 * A RenderCV YAML file → ResumeData and what the reader noticed. Throws ImportProblem when the text
 * is not YAML or has no `cv:` block. Aliases are capped by the YAML library (billion-laughs safe).
 */
export function fromRenderCvYaml(text: string): { resume: ResumeData; notes: ImportNote[] } {
  if (text.length > MAX_YAML_CHARS) throw new ImportProblem('This YAML file is too large to be a resume.');
  let doc: unknown;
  try {
    doc = parse(text, { maxAliasCount: 50, prettyErrors: false, uniqueKeys: false });
  } catch (error) {
    const where = error instanceof Error ? error.message.split('\n')[0] : '';
    throw new ImportProblem(`This file is not valid YAML${where ? ` (${where})` : ''}.`);
  }
  return fromRenderCv(doc);
}

export function fromRenderCv(doc: unknown): { resume: ResumeData; notes: ImportNote[] } {
  if (!isRecord(doc) || !isRecord(doc.cv)) {
    throw new ImportProblem('This YAML file has no "cv:" section, so it is not a RenderCV resume.');
  }
  const cv = doc.cv;
  const notes: ImportNote[] = [];
  const socials: Partial<Record<SocialKey, string>> = {};
  const links: { label: string; url: string }[] = [];
  let phone = firstOf(cv.phone);
  for (const s of list(cv.social_networks).filter(isRecord)) {
    const known = NETWORKS.find((n) => n.network.toLowerCase() === str(s.network).toLowerCase());
    const username = str(s.username);
    if (known && username) {
      const url = known.url(encodeURIComponent(username));
      socials[known.key] = url;
      // Folio lists profiles with the other links too; RenderCV shows them once, as networks.
      links.push({ label: known.network, url });
    } else if (username)
      notes.push({
        level: 'info',
        text: `The ${str(s.network)} profile "${username}" has no place in Folio and was left out.`,
      });
  }
  for (const c of list(cv.custom_connections).filter(isRecord)) {
    const url = str(c.url);
    const label = str(c.placeholder);
    const social = NETWORKS.find((n) => n.network === label);
    if (url && social && !socials[social.key]) socials[social.key] = url;
    else if (url) links.push({ label: label || url, url });
    else if (str(c.fontawesome_icon) === PHONE_ICON && !phone) phone = label;
  }
  const website = firstOf(cv.website);
  if (website) socials.website = website;
  if (Array.isArray(cv.email) && cv.email.length > 1) {
    notes.push({ level: 'info', text: 'Only the first of the e-mail addresses was kept.' });
  }
  const into: Record<string, unknown> = {
    personalInfo: {
      name: str(cv.name),
      title: str(cv.headline),
      email: firstOf(cv.email),
      phone,
      location: str(cv.location),
      links,
    },
    footer: { socials },
  };
  const sections = isRecord(cv.sections) ? cv.sections : {};
  for (const [title, value] of Object.entries(sections)) {
    const entries = list(value);
    const mapper = SECTIONS.find((s) => s.aliases.includes(title.trim().toLowerCase()));
    if (!mapper) {
      notes.push({
        level: 'warning',
        text: `The section "${title}" has no place in Folio yet and was left out.`,
      });
      continue;
    }
    const texts = entries.filter((e): e is string => typeof e === 'string');
    mapper.read(entries.filter(isRecord), texts, into);
  }
  return { resume: restoreResume(into), notes };
}

/**
 * RenderCV's dates: start_date/end_date (an omitted end means "ongoing"), or one free-text `date`.
 * Folio also has entries with only a start (the end is not printed): those travel as `date` marked
 * `date_is_start`, and a printed period beside real dates as the extra key `period`.
 */
function dateRange(start: ResumeDate, end: ResumeDate, period: string): Record<string, unknown> {
  const extra = period || undefined;
  if (start && end) return { start_date: start, end_date: end, period: extra };
  if (start) return { date: start, date_is_start: true, period: extra };
  if (end) return { date: end, period: extra };
  return { date: extra };
}

function readRange(e: Record<string, unknown>): { start: ResumeDate; end: ResumeDate; period: string } {
  const start = exactDate(e.start_date);
  const endText = str(e.end_date).toLowerCase();
  let end: ResumeDate = endText === 'present' ? 'present' : exactDate(e.end_date);
  if (start && !endText) end = 'present';
  if (start || end) return { start, end, period: str(e.period) };
  const date = str(e.date);
  const single = date.toLowerCase() === 'present' ? 'present' : exactDate(date);
  if (!single) return { start: null, end: null, period: str(e.period) || date };
  return e.date_is_start === true && single !== 'present'
    ? { start: single, end: null, period: str(e.period) }
    : { start: null, end: single, period: str(e.period) };
}

/** "2020-03-15", "2020-03", "2020" or 2020 → Folio's month precision; anything else → null. */
function exactDate(value: unknown): ResumeDate {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-\d{2})?)?$/.exec(str(value));
  if (!match?.[1]) return null;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

function firstOf(value: unknown): string {
  return Array.isArray(value) ? str(value[0]) : str(value);
}

/** Drops empty strings and undefined, so the YAML holds only what the resume says. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as T;
}
