import { restoreResume } from '../../restore.js';
import type { ResumeData, ResumeDate } from '../../schema.js';

/**
 * Rezi's Resume Metadata Standard (github.com/rezi-io/resume-standard, v2): flat `rms_*` keys in the
 * PDF's XMP packet (`rms_contact_fullName`, `rms_experience_0_company`, `rms_skill_1_keywords` …), with
 * "n/a" for an empty value. Read with a small tolerant scanner, since workers have no DOMParser: both
 * element (`<rms:rms_summary>…</rms:rms_summary>`) and attribute (`rms:rms_summary="…"`) forms.
 */

const MAX_XMP_CHARS = 2_000_000;
const MAX_KEYS = 5000;

export function readRmsKeys(xmp: string): Map<string, string> {
  const keys = new Map<string, string>();
  const text = xmp.slice(0, MAX_XMP_CHARS);
  const element =
    /<(?:[A-Za-z][\w.-]*:)?(rms_[A-Za-z0-9_]+)(?:\s[^>]*)?>([\s\S]*?)<\/(?:[A-Za-z][\w.-]*:)?\1>/g;
  const attribute = /(?:[A-Za-z][\w.-]*:)?(rms_[A-Za-z0-9_]+)\s*=\s*"([^"]*)"/g;
  for (const pattern of [element, attribute]) {
    for (const m of text.matchAll(pattern)) {
      if (keys.size >= MAX_KEYS) break;
      const [, key = '', raw = ''] = m;
      if (!keys.has(key)) keys.set(key, decodeXml(raw.replace(/<[^>]*>/g, '')).trim());
    }
  }
  return keys;
}

/** True when the packet says it carries RMS data (the standard's Producer check, or any rms_ key). */
export function hasRms(keys: Map<string, string>): boolean {
  return [...keys.keys()].some((k) => k.startsWith('rms_contact_') || /^rms_[a-z]+_count$/.test(k));
}

export function rmsToResume(keys: Map<string, string>): ResumeData {
  const get = (key: string): string => {
    const value = keys.get(key) ?? '';
    return /^n\/?a$/i.test(value) ? '' : value;
  };
  const entries = (section: string) => {
    const count = Math.min(Number.parseInt(get(`rms_${section}_count`), 10) || 0, 100);
    return Array.from({ length: count }, (_, i) => (field: string) => get(`rms_${section}_${i}_${field}`));
  };
  const place = ['city', 'state', 'country']
    .map((f) => get(`rms_contact_${f}`))
    .filter(Boolean)
    .join(', ');
  const linkedin = get('rms_contact_linkedin');
  const github = get('rms_contact_github');
  const website = get('rms_contact_website');
  const fullName =
    get('rms_contact_fullName') ||
    [get('rms_contact_givenNames'), get('rms_contact_lastName')].filter(Boolean).join(' ');
  return restoreResume({
    personalInfo: {
      name: fullName,
      email: get('rms_contact_email'),
      phone: get('rms_contact_phone'),
      location: place,
      links: [
        ...(linkedin ? [{ label: 'LinkedIn', url: profileUrl('linkedin.com', linkedin) }] : []),
        ...(github ? [{ label: 'GitHub', url: profileUrl('github.com', github) }] : []),
        ...(website ? [{ label: 'Website', url: website }] : []),
      ],
    },
    summary: get('rms_summary'),
    experience: entries('experience').map((e) => {
      const lines = splitBullets(e('description'));
      return {
        title: e('role'),
        company: e('company'),
        location: e('location'),
        start: rmsDate(e('dateBegin')),
        end:
          /^true$/i.test(e('isCurrent')) || /^present$/i.test(e('dateEnd'))
            ? 'present'
            : rmsDate(e('dateEnd')),
        description: lines.text,
        bullets: lines.bullets,
      };
    }),
    education: entries('education').map((e) => ({
      school: e('institution'),
      degree: e('qualification'),
      location: e('location'),
      end: rmsDate(e('date')),
      description: [e('minor') && `Minor: ${e('minor')}`, e('description')].filter(Boolean).join('\n'),
    })),
    projects: entries('project').map((e) => ({ name: e('title'), description: e('description') })),
    skills: entries('skill').map((e) => ({
      category: e('category'),
      items: e('keywords')
        .split(/\s*,\s*/)
        .filter(Boolean),
    })),
    certifications: entries('certification').map((e) => ({
      name: e('name'),
      issuer: e('department'),
      date: rmsDate(e('date')),
    })),
    footer: {
      socials: {
        ...(linkedin ? { linkedin: profileUrl('linkedin.com', linkedin) } : {}),
        ...(github ? { github: profileUrl('github.com', github) } : {}),
        ...(website ? { website } : {}),
      },
    },
  });
}

/** "in/someone" or "linkedin.com/in/someone" → a full URL. */
function profileUrl(host: string, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  if (value.toLowerCase().includes(host)) return `https://${value.replace(/^\/+/, '')}`;
  return `https://${host}/${value.replace(/^\/+/, '')}`;
}

/** RMS descriptions are "• one\n• two": bullets when every line has one. */
function splitBullets(text: string): { text: string; bullets: string[] } {
  const lines = text
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length && lines.every((l) => /^[•·\-*]/.test(l))) {
    return { text: '', bullets: lines.map((l) => l.replace(/^[•·\-*]\s*/, '')) };
  }
  return { text, bullets: [] };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "June 2020", "Jun 2020", "2021", "2021-06" → Folio's dates. */
function rmsDate(value: string): ResumeDate {
  const iso = /^(\d{4})(?:-(0[1-9]|1[0-2]))?/.exec(value);
  if (iso?.[1]) return iso[2] ? `${iso[1]}-${iso[2]}` : iso[1];
  const named = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/.exec(value.trim());
  const month = named ? MONTHS.indexOf((named[1] ?? '').toLowerCase()) : -1;
  return named?.[2] && month >= 0 ? `${named[2]}-${String(month + 1).padStart(2, '0')}` : null;
}

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity: string, code: string) => {
    const lower = code.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    const n = lower.startsWith('#x')
      ? Number.parseInt(lower.slice(2), 16)
      : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : entity;
  });
}
