import type { Certification, Language } from '../../../schema.js';
import type { Collector } from '../collector.js';
import { joinParagraph } from '../contact/contact.js';
import { parseDateRange, stripDates } from '../../dates/dates.js';
import type { Entry } from '../../entries/entry.js';
import { cleanPart, headParts } from '../../entries/entryParts.js';
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
