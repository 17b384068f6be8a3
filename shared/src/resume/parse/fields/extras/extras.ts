import type { Award, Certification, Interest, Language, Publication } from '../../../schema.js';
import type { Collector } from '../collector.js';
import { joinParagraph } from '../contact/contact.js';
import { parseDateRange, stripDates } from '../../dates/dates.js';
import type { Entry, EntryLine } from '../../entries/entry.js';
import { cleanPart, headParts, unusedHead, type Part } from '../../entries/entryParts.js';
import type { Line } from '../../lines/lines.js';
import { findUrls } from '../../words/patterns.js';
import { cleanSpaces, stripBullet } from '../../items/text.js';

/** Step 5g: summary paragraphs, spoken languages, certifications. */

export function summaryText(lines: Line[]): string {
  return joinParagraph(lines.map((l) => stripBullet(l.text)));
}

const LEVEL_SEPARATOR = /\s*(?:[-–—:(|]|\s{2,})\s*/;

export function extractLanguages(lines: Line[], collector: Collector): Language[] {
  const out: Language[] = [];
  for (const line of lines) {
    const cells = line.segments.length > 1 ? line.segments.map((s) => s.text) : line.text.split(/[,;•|]/);
    const first = line.segments[0];
    // A line is used only when every cell on it went into a language or a level.
    let placed = true;
    for (const raw of cells) {
      const text = cleanSpaces(stripBullet(raw).replace(/[○●◯⬤◉★☆■□▪▫]+/g, ' '));
      if (!text) continue;
      const [name = '', ...rest] = text.split(LEVEL_SEPARATOR);
      const cleanName = cleanPart(name);
      if (!/^[\p{L}][\p{L}\s'-]{1,30}$/u.test(cleanName)) {
        // A level printed on its own line ("Native") belongs to the language above it.
        const prev = out[out.length - 1];
        // The whole line: "B2 - Upper intermediate" is one level.
        if (prev && !prev.level && text.length <= 60) prev.level = text;
        else placed = false;
        continue;
      }
      const level = cleanSpaces(rest.join(' ').replace(/[()]/g, ''));
      if (first) collector.add(`languages.${out.length}`, first, 0.7);
      out.push({ name: cleanName, level: level.slice(0, 100) });
    }
    if (placed) collector.use(line);
  }
  return out.slice(0, 50);
}

export function extractCertifications(entries: Entry[], collector: Collector): Certification[] {
  const out: Certification[] = [];
  for (const entry of entries) {
    const units = entry.head.length ? [entry.head] : entry.lines.map((l) => [l]);
    for (const head of units) {
      const { parts, locations } = headParts({ ...entry, head });
      const name = parts[0]?.text ?? '';
      if (!name) continue;
      const text = head.map((h) => h.line.text).join(' ');
      const date = parseDateRange(text);
      const url = findUrls(text)[0] ?? '';
      const firstSeg = parts[0]?.seg;
      if (firstSeg) collector.add(`certifications.${out.length}`, firstSeg, 0.7);
      // Only the lines the name, issuer and date came from are used; the rest stays unplaced.
      const kept = new Set(parts.slice(0, 2).map((p) => p.line));
      head.forEach((h, i) => {
        if (kept.has(i) || ![...parts, ...locations].some((p) => p.line === i)) collector.use(h.line);
      });
      out.push({
        name: stripDates(name) || name,
        issuer: parts[1]?.text ?? '',
        date: date?.end ?? null,
        url,
      });
    }
  }
  return out.slice(0, 100);
}

/** Each entry of a section, or each line of one printed without entry heads. */
function entryUnits(entry: Entry): { head: EntryLine[]; details: EntryLine[] }[] {
  return entry.head.length ? [entry] : entry.lines.map((l) => ({ head: [l], details: [] }));
}

/** What an entry printed besides its chosen fields: the other parts and lines of its head, its details. */
function restText(unit: Entry, split: ReturnType<typeof headParts>, chosen: (Part | undefined)[]): string {
  const rest = unusedHead(unit, split, chosen);
  return joinParagraph([
    ...rest.texts,
    ...rest.lines.map((l) => stripBullet(l.line.text)),
    ...unit.details.map((d) => stripBullet(d.line.text)),
  ]);
}

/** Step 5h: awards ("Best Paper Award, IEEE ICRA — 2021"): the title, who gave it, the date. */
export function extractAwards(entries: Entry[], collector: Collector): Award[] {
  const out: Award[] = [];
  for (const entry of entries) {
    for (const { head, details } of entryUnits(entry)) {
      const unit = { ...entry, head, details };
      const split = headParts(unit);
      const { parts } = split;
      const title = parts[0];
      if (!title) continue;
      const date = parseDateRange(head.map((h) => h.line.text).join(' '));
      collector.add(`awards.${out.length}.title`, title.seg, 0.6);
      collector.use([...head, ...details].map((l) => l.line));
      out.push({
        title: stripDates(title.text) || title.text,
        awarder: parts[1]?.text ?? '',
        date: date?.end ?? null,
        summary: restText(unit, split, [title, parts[1]]),
      });
    }
  }
  return out.slice(0, 50);
}

/**
 * Publications, printed as citations: one per bullet (lines before the first bullet, a sub-heading,
 * stay unplaced for the reader) or one per line. The citation is kept whole as the name, with its
 * year and link.
 */
export function extractPublications(lines: Line[], collector: Collector): Publication[] {
  const bulleted = lines.some((l) => stripBullet(l.text) !== l.text.trim());
  const groups: Line[][] = [];
  for (const line of lines) {
    const opens = !bulleted || stripBullet(line.text) !== line.text.trim();
    const last = groups[groups.length - 1];
    if (opens) groups.push([line]);
    else if (last) last.push(line);
  }
  const out: Publication[] = [];
  for (const group of groups) {
    const text = joinParagraph(group.map((l) => stripBullet(l.text)));
    if (!text) continue;
    collector.add(`publications.${out.length}.name`, group, 0.5);
    out.push({
      name: text,
      publisher: '',
      date: parseDateRange(text)?.end ?? null,
      url: findUrls(text)[0] ?? '',
      summary: '',
    });
  }
  return out.slice(0, 100);
}

/**
 * Interests: "Chess, hiking, jazz" (one interest each) or "Sports: climbing, sailing" (a named group
 * with its keywords).
 */
export function extractInterests(lines: Line[], collector: Collector): Interest[] {
  const out: Interest[] = [];
  for (const line of lines) {
    const text = cleanSpaces(stripBullet(line.text));
    if (!text) continue;
    const labelled = /^([^:：,;]{1,40})[:：]\s*(.+)$/u.exec(text);
    const items = (labelled?.[2] ?? text)
      .split(/\s*[,;•·|]\s*/u)
      .map((s) => s.trim().replace(/\.$/, ''))
      .filter(Boolean);
    collector.add(`interests.${out.length}`, line, 0.6);
    if (labelled?.[1]) out.push({ name: labelled[1].trim(), keywords: items.slice(0, 30) });
    // A sentence is one interest as printed, not a list.
    else if (items.length > 1 && items.every((i) => i.split(/\s+/).length <= 4))
      out.push(...items.map((name) => ({ name, keywords: [] })));
    else out.push({ name: text, keywords: [] });
  }
  return out.slice(0, 50);
}
