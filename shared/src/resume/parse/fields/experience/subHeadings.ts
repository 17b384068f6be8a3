import type { Entry, EntryLine } from '../../entries/entry.js';

/*
 * Theme lines inside a job ("Partner onboarding and CS automation" set bold over its bullets) start no
 * entry of their own. In a section whose dated entries all open in one style, an undated entry that
 * opens in another style is a sub-heading of the entry above it.
 */

function openingStyle(entry: Entry): string | null {
  const seg = entry.head.find((h) => !h.metaOnly)?.main[0];
  return seg ? `${Math.round(seg.fontSize * 2) / 2}|${seg.bold ? 'b' : ''}` : null;
}

/** Folds sub-heading entries into the dated entry above them. */
export function foldSubHeadings(entries: Entry[]): Entry[] {
  const dated = entries.filter((e) => e.dates);
  const styles = new Set(dated.map(openingStyle));
  const [style] = styles;
  if (dated.length < 2 || styles.size !== 1 || !style) return entries;
  const out: Entry[] = [];
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const own = openingStyle(entry);
    if (prev?.dates && !entry.dates && own && own !== style) {
      const asText = entry.lines.map((l): EntryLine => ({ ...l, kind: 'detail' }));
      out[out.length - 1] = {
        ...prev,
        lines: [...prev.lines, ...asText],
        details: [...prev.details, ...asText],
      };
      continue;
    }
    out.push(entry);
  }
  return out;
}
