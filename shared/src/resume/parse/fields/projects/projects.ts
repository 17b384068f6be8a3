import { emptyProject, type Project } from '../../../schema.js';
import type { Collector } from '../collector.js';
import { findTokens } from '../../dates/dates.js';
import { mainText, type Entry } from '../../entries/entry.js';
import { cleanPart, headParts, unusedHead } from '../../entries/entryParts.js';
import { bulletsOf } from '../bullets.js';
import { findUrls } from '../../words/patterns.js';
import { splitList } from '../skills/skills.js';
import { stripBullet, wordCount } from '../../items/text.js';

/*
 * Step 5e: project entries → names (plus description, tech and links). A project section written as a
 * plain list ("• QuantSoftware Toolkit: Open source Python library…") gives one project per bullet,
 * named by the text before the colon or dash.
 */

export function extractProjects(entries: Entry[], collector: Collector, offset: number): Project[] {
  const out: Project[] = [];
  const headless = entries.every((e) => !e.head.length || e.head.every((h) => h.bullet));
  const units: {
    name: string;
    seg: Entry['lines'][number]['main'][number] | undefined;
    entry: Entry;
    rest: string[];
  }[] = [];
  for (const entry of entries) {
    if (headless || !entry.head.length) {
      // A list: each bullet (or each line that starts afresh) is a project; a line that continues
      // the sentence above it ("… 1.1k stars on" / "GitHub.") belongs to that project.
      const right = Math.max(...entry.lines.map((l) => l.line.x1));
      let last: (typeof units)[number] | null = null;
      let labelledForm = false;
      let prev: Entry['lines'][number] | null = null;
      for (const d of entry.lines) {
        const text = stripBullet(mainText(d));
        const prevText = prev?.line.text.trim() ?? '';
        const continues =
          !!last &&
          !d.bullet &&
          !/[.!?]$/.test(prevText) &&
          (/^\p{Ll}/u.test(text) || (prev?.line.x1 ?? 0) >= right - 12);
        prev = d;
        // "Title: Smart Attendance System" / "Technologies: …" / "Description: …": a labelled form.
        const titled = text.match(TITLE_LABEL);
        if (titled) {
          last = { name: cleanPart(titled[1] ?? ''), seg: d.main[0], entry, rest: [] };
          if (last.name) units.push(last);
          labelledForm = true;
          continue;
        }
        if (labelledForm && last && (/^[^:：]{1,25}[:：]\s/u.test(text) || continues)) {
          last.rest.push(text);
          continue;
        }
        if (continues && last) {
          last.rest[last.rest.length - 1] = `${last.rest[last.rest.length - 1] ?? ''} ${text}`.trim();
          continue;
        }
        // "pgshadow | Open-source tool that…": a short name in a cell of its own beside the text.
        const [cell, beside] = d.main;
        const labelled = cell && beside && wordCount(cell.text) <= 4 ? cleanPart(cell.text) : null;
        const name = labelled || nameBeforeDescription(text);
        last = name ? { name, seg: d.main[0], entry, rest: [text] } : null;
        if (last) units.push(last);
      }
      continue;
    }
    const split = headParts(entry);
    const first = split.parts[0];
    if (!first) continue;
    const name = nameBeforeDescription(first.text) ?? cleanPart(first.text);
    // A tagline under the name, or a role line, is part of the project's description.
    const left = unusedHead(entry, split, [first, split.locations[0]]);
    const described = entry.lines.filter((l) => l.kind === 'detail' || left.lines.includes(l));
    // "Name – what it does": the words after the name are the tagline.
    const at = first.text.indexOf(name);
    const tagline = at < 0 ? '' : first.text.slice(at + name.length).replace(/^[\s:：|–—-]+/u, '');
    const rest = [...(tagline ? [tagline] : []), ...left.texts, ...bulletsOf(described)];
    units.push({ name, seg: first.seg, entry, rest });
  }
  for (const unit of units) {
    const item = emptyProject();
    item.name = unit.name;
    const details = unit.rest.length ? unit.rest : bulletsOf(unit.entry.details);
    item.description = details.join('\n');
    const headText = unit.entry.head.map(mainText).join(' ');
    const techLine = unit.entry.head
      .slice(1)
      .find((h) => /,/.test(h.line.text) && !findTokens(h.line.text).length);
    const labelled = unit.entry.lines
      .map((l) => l.line.text)
      .find((t) => /^\s*(?:tech(?:nologies|nology| stack)?|stack|tools|built with)\s*:/i.test(t));
    const techSource = labelled?.replace(/^[^:]*:/, '') ?? techLine?.line.text ?? '';
    item.tech = splitList(techSource).slice(0, 30);
    const urls = findUrls(`${headText} ${details.join(' ')}`);
    item.github = urls.find((u) => /github\.com|gitlab\.com/i.test(u)) ?? '';
    item.link = urls.find((u) => !/github\.com|gitlab\.com/i.test(u)) ?? '';
    const path = `projects.${offset + out.length}`;
    if (unit.seg) collector.add(`${path}.name`, unit.seg, 0.7);
    collector.use(unit.entry.lines.map((l) => l.line));
    out.push(item);
  }
  return out;
}

const TITLE_LABEL =
  /^(?:title|project(?:\s+(?:title|name))?|name|titel|projektname|titre|nom du projet|título|titulo|nombre del proyecto|titolo|nome del progetto|tytuł|nazwa projektu|projekttitel)\s*[:：]\s*(.+)$/iu;

/** "QuantSoftware Toolkit: Open source…" → "QuantSoftware Toolkit"; null when no short name leads. */
function nameBeforeDescription(raw: string): string | null {
  // A repository or demo URL printed beside the name is a link, not part of the name.
  let text = raw;
  for (const url of findUrls(raw)) text = text.replace(url, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  // Without a colon or a dash, a long line's name may stop at a bracket or a comma ("Home sensor hub
  // (Home Assistant, ESPHome, …)", "Parking planner, a tool that…").
  const m =
    text.match(/^(.{2,60}?)\s*(?::|\s[-–—|]\s)\s*(.*)$/u) ??
    (wordCount(text) > 6 ? text.match(/^([^(),]{2,70}?)\s*(?:\s\(|,\s)(.*)$/u) : null);
  const candidate = cleanPart(m ? (m[1] ?? '') : text);
  if (!candidate) return null;
  if (!m && wordCount(candidate) > 6) return null;
  return wordCount(candidate) <= 8 ? candidate : null;
}
