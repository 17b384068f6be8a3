import type { PortfolioSettings, ResumeData } from './schema.js';

/**
 * The resume as the public may see it: email, phone, location and photo are left out unless the owner chose
 * to show them in the portfolio's settings (private by default). Used by the resume-data API and
 * by the published pages, so both show exactly the same thing. Returns a new object.
 *
 * Blanking the fields is not enough: a parsed link label or a summary can carry the same address
 * ("jane@x.com | janedoe.dev"), so every hidden value is also scrubbed from every string.
 */
export function redactResume(
  resume: ResumeData,
  settings: Pick<PortfolioSettings, 'showEmail' | 'showPhone' | 'showLocation' | 'showPhoto'>,
): ResumeData {
  const copy = structuredClone(resume);
  const info = copy.personalInfo;
  // The photo is off unless the owner turned it on.
  if (!settings.showPhoto) delete info.photo;
  const hidden: RegExp[] = [];
  if (!settings.showEmail) {
    if (info.email.trim()) hidden.push(literal(info.email.trim()));
    info.email = '';
    info.links = info.links.filter((link) => !link.url.toLowerCase().startsWith('mailto:'));
  }
  if (!settings.showPhone) {
    if (info.phone.trim()) hidden.push(phonePattern(info.phone));
    info.phone = '';
    info.links = info.links.filter((link) => !link.url.toLowerCase().startsWith('tel:'));
  }
  if (!settings.showLocation) info.location = '';
  if (hidden.length === 0) return copy;
  const scrubbed = scrub(copy, hidden) as ResumeData;
  // A link whose URL carried the hidden value, or whose label was nothing but it, is no link to show.
  scrubbed.personalInfo.links = scrubbed.personalInfo.links.filter((link) => link.url !== '');
  return scrubbed;
}

/** Replaces every match in every string of a JSON-like value, tidying separators left behind. */
function scrub(value: unknown, patterns: RegExp[]): unknown {
  if (typeof value === 'string') {
    const out = patterns.reduce((text, pattern) => text.replace(pattern, ''), value);
    return out === value ? value : out.replace(/^[\s|·•,;/–-]+|[\s|·•,;/–-]+$/g, '').replace(/\s{2,}/g, ' ');
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, patterns));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, patterns)]));
  }
  return value;
}

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
}

/** The phone as printed, tolerant of other spacing and punctuation between its digits. */
function phonePattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 5) return literal(phone.trim());
  return new RegExp(`\\+?${digits.split('').join('[\\s().\\-/]*')}`, 'g');
}
