import type { SkillGroup } from '../../../schema.js';
import type { Collector } from '../collector.js';
import type { Line, Segment } from '../../lines/lines.js';
import { stripDurations } from '../../dates/dates.js';
import { styledGroupLabels } from './skillGroupStyle.js';
import { ratingCells } from './skillRatings.js';
import { wrapsInColumn } from './skillsWrap.js';
import { cleanSpaces, foldedKeyOf, stripBullet, wordCount } from '../../items/text.js';

/*
 * Step 5f: skills, grouped as the resume groups them. Handles "Label: a, b, c" lines, a label line
 * followed by a list (with a level word like "Advanced" in between), chips and grids (one skill per
 * cell), and lists that wrap onto the next line. Qualifiers ("Proficient in", "Fluent in") and level
 * words are dropped; a parenthesised list stays one skill.
 */

const LEVEL_WORDS =
  /^(?:beginner|novice|basic|elementary|intermediate|advanced|expert|master|proficient|fluent|native|good|very good|excellent|professional|working knowledge|grundkenntnisse|fortgeschritten|expertin|experte|gut|sehr gut|muttersprache|verhandlungssicher|fließend|débutant|intermédiaire|avancé|confirmé|confirmée|courant|bilingue|básico|intermedio|avanzado|nativo|fluido|avançado|intermediário|intermediario|fluente|grundläggande|god|mycket god|flytande|base|buono|ottimo|madrelingua|podstawowy|średnio zaawansowany|średniozaawansowany|zaawansowany|biegły|ojczysty|basis|redelijk|gevorderd|goed|zeer goed|uitstekend|vloeiend|moedertaal|[abc][12]|(?:sehr\s+)?gute\s+kenntnisse|kenntnisse|grundkenntnisse|basiskenntnisse|fachkenntnisse|(?:basic|intermediate|advanced|beginner|expert|native|fluent|professional|working)\s+level|level\s+(?:basic|intermediate|advanced)|nivel\s+(?:básico|basico|medio|intermedio|avanzado|alto|nativo|experto)|niveau\s+(?:débutant|intermédiaire|avancé|courant|natif|expert)|livello\s+(?:base|intermedio|avanzato|ottimo|buono)|nível\s+(?:básico|intermediário|avançado|fluente|nativo)|(?:bonnes|très\s+bonnes)\s+connaissances|(?:buona|ottima)\s+conoscenza|conocimientos\s+(?:básicos|avanzados))$/iu;

const QUALIFIERS =
  /^(?:(?:very\s+)?(?:proficient|experienced|skilled|fluent|familiar|comfortable|competent|knowledgeable)\s+(?:in|with|at)|(?:basic\s+|working\s+|good\s+)?knowledge\s+of|expert\s+in|exposure\s+to|(?:good\s+|effective\s+)?use\s+of|(?:hands-on\s+)?experience\s+(?:in|with)|kenntnisse\s+in|sehr\s+gute\s+kenntnisse\s+in|maîtrise\s+de|conocimientos\s+de|conhecimentos\s+em)\s+/i;

/*
 * "Grundkenntnisse in R und Python", "Fachkenntnisse im Bankwesen", "Základy HTML", "Notions de SQL":
 * how well or how formally the person knows the skill, said before it, in each language we read. The
 * rest is the skill, kept whole ("R und Python" is not split on its "und" because of the qualifier).
 */
const KNOWLEDGE_PREFIX =
  /^(?:(?:sehr\s+)?(?:gute|fundierte|solide|umfassende|vertiefte|erweiterte)\s+kenntnisse|grundkenntnisse|fachkenntnisse|basiskenntnisse|vorkenntnisse|kenntnisse|erfahrungen?|grundlagen)\s+(?:in|im|in\s+der|in\s+den|mit|von|der|des)\s+|^(?:grundlagen|základy|podstawy)\s+|^(?:notions|connaissances?|bonnes\s+connaissances|nociones|conocimientos?\s+(?:básicos|avanzados)|noções|conhecimentos?\s+(?:básicos|avançados)|nozioni|conoscenza|conoscenze|buona\s+conoscenza|basi)\s+(?:de|d'|en|di|del|della|dei|em|sur)\s*|^(?:basic|good|solid|strong|sound|in-depth|advanced|working)\s+(?:knowledge|understanding|command)\s+(?:of|in)\s+/iu;

/** "REST- ful", "Authentica- tion": a word hyphenated where the line wrapped, printed whole again. */
function joinHyphenWraps(text: string): string {
  return text.replace(/(\p{L})-\s+(\p{Ll}+)/gu, (all, end: string, rest: string) =>
    // "front- and back-end", "Vor- und Nachteile": a word left open for the next one to finish.
    /^(?:and|or|und|oder|et|ou|y|o|e|i|och|og|en|of)$/u.test(rest) ? all : `${end}${rest}`,
  );
}

// Group names resumes put before a list of skills ("Languages  Python, Go"), in our languages.
const CATEGORY_WORDS = new Set(
  `languages|programming languages|frameworks|libraries|tools|tooling|platforms|databases|infrastructure|methods|
  methodologies|practices|technologies|soft skills|hard skills|operating systems|
  programmiersprachen|sprachen|werkzeuge|methoden|infrastruktur|datenbanken|bibliotheken|
  langages|outils|methodes|bases de donnees|logiciels|lenguajes|herramientas|metodologias|bases de datos|
  linguagens|ferramentas|banco de dados|linguaggi|strumenti|metodologie|sprak|verktyg|metoder|ramverk|
  jezyki|jezyki programowania|narzedzia|metodyki|bazy danych|technologie`
    .split('|')
    .map((w) => w.trim()),
);

function isCategoryWord(text: string): boolean {
  return CATEGORY_WORDS.has(foldedKeyOf(text));
}

/** "Programmiersprachen Java, Kotlin": a known group name printed before the list without a colon. */
function splitCategoryPrefix(text: string): [string, string] | null {
  const words = text.split(/\s+/);
  for (const n of [3, 2, 1]) {
    if (words.length <= n) continue;
    const head = words.slice(0, n).join(' ');
    if (isCategoryWord(head)) return [head, words.slice(n).join(' ')];
  }
  return null;
}

interface Cell {
  text: string;
  segs: Segment[];
  first: Segment;
  x0: number;
  x1: number;
  top: number;
  size: number;
  /** One item that wrapped in a narrow column: its commas do not part it. */
  phrase?: boolean;
}

export function extractSkills(
  lines: Line[],
  bodySize: number,
  collector: Collector,
  groupOffset: number,
): SkillGroup[] {
  const all = orderCells(toCells(lines));
  // Levels beside the skills, a self-assessment grid and its captions rate the skills; they are reported.
  const ratings = ratingCells(all);
  const unused = new Set<Segment>(
    all.filter((c) => ratings.has(c) || isNotSkillRow(c.text)).flatMap((c) => c.segs),
  );
  const cells = joinHangingLines(all.filter((c) => !ratings.has(c) && !isNotSkillRow(c.text)));
  const hasLists = cells.some((c) => !c.phrase && namesSeveral(c.text));
  const groups: { category: string; items: { name: string; seg: Segment }[]; label: Segment[] }[] = [];
  let current: (typeof groups)[number] | null = null;
  const ensure = (category: string, label: Segment[]) => {
    current = { category, items: [], label };
    groups.push(current);
    return current;
  };
  let continuing = false;
  // Groups named by a line over a run of bullets, or in a style of their own: what follows are their items.
  const overBullets = new Set<(typeof groups)[number]>();
  const styledLabels = styledGroupLabels(cells, (c) =>
    LEVEL_WORDS.test(stripBullet(c.text).replace(/[.:]$/, '')),
  );
  // Right-to-left lines start at the right edge of the column and wrap at its left: read mirrored.
  const rtl = isRightToLeft(cells);
  const end = (c: Cell) => (rtl ? -c.x0 : c.x1);
  const right = Math.max(...cells.map(end));
  const left = Math.min(...cells.map((c) => (rtl ? -c.x1 : c.x0)));
  // A line "reaches the edge" only if several do: the single longest line is not evidence of wrapping.
  const atEdge = (c: Cell) =>
    end(c) >= right - (right - left) * 0.15 &&
    cells.filter((o) => end(o) >= right - (right - left) * 0.15).length >= 2;
  // A list line wrapped when it reaches the edge, or when the next line's first word would not have
  // fitted after it ("Design Software: Adobe" / "Photoshop, Adobe Illustrator").
  // Only comma lists: a line break in a "•" list ends an item wherever the line stops.
  const wraps = (c: Cell, i: number) =>
    atEdge(c) ||
    // The widest line sets the edge itself, so only lines short of it can show a wrap this way.
    (end(c) >= left + (right - left) * 0.75 &&
      end(c) < right - c.size * 0.5 &&
      /[,;:：]/.test(c.text) &&
      !/[•|·]/.test(c.text) &&
      firstWordOverflows(c, end(c), cells[i + 1], right));
  let wrapped = false;
  // "Data — PostgreSQL, Redis": group names set off by a dash, when the section does it throughout.
  const dashLabels = cells.filter((c) => /^[^:：—–]{1,30}\s[—–]\s\S/u.test(stripBullet(c.text))).length >= 2;
  cells.forEach((cell, i) => {
    const text = stripBullet(cell.text);
    // One skill a bullet: "• SEO / SEA" names one thing, so a slash does not split it.
    const bulleted = isBulleted(cell);
    if (!text || cell.size < bodySize * 0.8) {
      // Small print (a legend under a scale, a footnote) is not a skill; it is reported.
      for (const seg of cell.segs) unused.add(seg);
      return;
    }
    if (/^[([]/.test(text)) {
      // "…, Französisch" / "(Grundkenntnisse)": the end of the last skill, wrapped onto this line.
      const last = current?.items[current.items.length - 1];
      const prevCell = cells[i - 1];
      const wrappedBefore = !!prevCell && !/[,;:]$/.test(prevCell.text.trim()) && cell.top > prevCell.top;
      if (last && wrappedBefore && /^\([^()]{1,40}\)[.,;]?$/.test(text)) {
        last.name = `${last.name} ${text.replace(/[.,;]$/, '')}`;
        return;
      }
      // "…, CSS" / "(Beginner), JavaScript (Intermediate), …" (or "• …" in a bullet-separated list):
      // the bracket closes the last skill and the list goes on.
      const more = text.match(/^(\([^()]{1,40}\))\s*[,;•|·]\s*(.+)$/u);
      if (last && wrappedBefore && more && current) {
        last.name = `${last.name} ${more[1] ?? ''}`;
        for (const name of splitList(more[2] ?? '')) current.items.push({ name, seg: cell.first });
        continuing = /[,;]$/.test(text);
        wrapped = !continuing && wraps(cell, i);
        return;
      }
      // A bracket that continues nothing is not read as a skill, but it is not lost either: reported.
      for (const seg of cell.segs) unused.add(seg);
      return;
    }
    // A list that ran to the right edge without a comma continues its last skill on the next line
    // ("…, LinkedIn, Meta" / "Business Suite, …").
    const lastItem = current?.items[current.items.length - 1];
    const joinsLast =
      wrapped && lastItem && !/^[^:：,]{1,40}[:：]/.test(text) && nextListIndex(cells, i) === null;
    wrapped = false;
    if (joinsLast && lastItem) {
      const [head = '', ...tail] = splitList(text);
      if (wordCount(`${lastItem.name} ${head}`) <= 5) {
        lastItem.name = `${lastItem.name} ${head}`;
        for (const name of tail) current?.items.push({ name, seg: cell.first });
        continuing = /[,;]$/.test(text);
        wrapped = isList(text) && !continuing && wraps(cell, i);
        return;
      }
    }
    if (LEVEL_WORDS.test(text.replace(/[.:]$/, ''))) {
      // A level printed apart from its skill has no field (levels are numbers): it is reported.
      for (const seg of cell.segs) unused.add(seg);
      return;
    }
    if (styledLabels.has(cell)) {
      overBullets.add(ensure(cleanSpaces(text), cell.segs));
      continuing = false;
      return;
    }
    // "Front-end · Avançado" over indented chips: a group name with its level.
    const levelled = text.match(/^(.{2,40}?)\s+[·|–—-]\s+(\S+(?:\s\S+)?)$/u);
    if (levelled && LEVEL_WORDS.test(levelled[2] ?? '') && labelsIndentedRow(cells, i)) {
      ensure(cleanSpaces(levelled[1] ?? ''), cell.segs);
      return;
    }
    const bare = isList(text) ? splitCategoryPrefix(text) : null;
    const labelled =
      text.match(/^([^:：]{1,40}?)\s*[:：]\s*(.*)$/u) ??
      (dashLabels ? text.match(/^([^:：—–]{1,30}?)\s+[—–]\s+(.+)$/u) : null) ??
      (bare ? ['', bare[0], bare[1]] : null);
    if (labelled && wordCount(labelled[1] ?? '') <= 5) {
      // "Keywords: Java, Go" under a group name (Reactive Resume): the list of the group above.
      const keywords = GENERIC_LABELS.test(labelled[1] ?? '') && current && !current.items.length;
      if (keywords) collector.use(cell.segs);
      const group = keywords && current ? current : ensure(cleanSpaces(labelled[1] ?? ''), cell.segs);
      const rest = labelled[2] ?? '';
      for (const name of isProse(rest) ? [] : splitList(rest)) group.items.push({ name, seg: cell.first });
      continuing = /[,;]$/.test(text);
      wrapped = !continuing && wraps(cell, i);
      return;
    }
    const list = !cell.phrase && isList(text);
    const nextIsList = nextListIndex(cells, i) !== null;
    if (
      !list &&
      !continuing &&
      !bulleted &&
      ((hasLists && nextIsList) ||
        (isCategoryWord(text) && i + 1 < cells.length) ||
        labelsIndentedRow(cells, i) ||
        labelsBullets(cells, i))
    ) {
      const opened = ensure(cleanSpaces(text), cell.segs);
      if (labelsBullets(cells, i)) overBullets.add(opened);
      return;
    }
    const group =
      current &&
      (continuing ||
        list ||
        current.items.length ||
        !current.category ||
        ((bulleted || styledLabels.size > 0) && overBullets.has(current)))
        ? current
        : ensure('', []);
    // A cell holds one skill, or a list of them.
    // One skill a line may be a phrase ("Planlægning af menuer på grundlag af sæsonen").
    const names = isProse(text)
      ? []
      : list
        ? splitList(text, { slash: !bulleted })
        : splitList(text, { long: true, phrase: cell.phrase }).slice(0, 1);
    for (const name of names) group.items.push({ name, seg: cell.first });
    if (!names.length) for (const seg of cell.segs) unused.add(seg);
    continuing = /[,;]$/.test(text);
    wrapped = list && !continuing && wraps(cell, i);
  });
  const out: SkillGroup[] = [];
  for (const g of groups) {
    if (!g.items.length) {
      // A group name with nothing under it is not a field either.
      for (const seg of g.label) unused.add(seg);
      continue;
    }
    const gi = groupOffset + out.length;
    if (g.label.length) collector.add(`skills.${gi}.category`, g.label, 0.7);
    g.items.forEach((item, j) => collector.add(`skills.${gi}.items.${j}`, item.seg, 0.7));
    out.push({ category: g.category, items: g.items.map((it) => ({ name: it.name, level: null })) });
  }
  for (const line of lines) collector.use(line.segments.filter((seg) => !unused.has(seg)));
  return out;
}

/**
 * "I have worked on mobile apps for years, so my skills …", "All skills below are ordered by level.":
 * a sentence among the skills (a clause of many words, or a long line that ends as a sentence ends).
 */
function isProse(text: string): boolean {
  const clauses = text.replace(/\([^)]*\)/g, '').split(/[,;•|·]/);
  if (clauses.some((c) => wordCount(c) > 12)) return true;
  return wordCount(text) > 12 && /\p{Ll}[.!?]$/u.test(text.trim());
}

/** Most of the letters are Hebrew or Arabic script. */
function isRightToLeft(cells: Cell[]): boolean {
  const text = cells.map((c) => c.text).join(' ');
  const rtl = (text.match(/[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/gu) ?? []).length;
  return rtl * 2 > (text.match(/\p{L}/gu) ?? []).length;
}

/** An address alone on its row: a link, or a browser's print footer ("file:///…/cv.html"). */
const ADDRESS_ROW = /^(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S/iu;

/**
 * "Driving licence: B": a labelled fact printed among the skills, not a skill; nor is an address on
 * its own row.
 */
function isNotSkillRow(text: string): boolean {
  if (ADDRESS_ROW.test(stripBullet(text).trim())) return true;
  return /^(?:driving licen[cs]e|driver'?s licen[cs]e|permiso de conducir|carn[eé] de conducir|permis de conduire|führerschein|fahrerlaubnis|patente(?: di guida)?|carta de condução|carteira de habilitação|cnh|prawo jazdy|řidičský průkaz|vodičský preukaz|körkort|førerkort|kørekort|rijbewijs|ajokortti|jogosítvány|водительское удостоверение|посвідчення водія|ehliyet|sürücü belgesi)\s*[:：]/iu.test(
    text.trim(),
  );
}

/** Whether the first word of `next` would have fitted at the end of `cell` (`cellEnd`), within `right`. */
function firstWordOverflows(cell: Cell, cellEnd: number, next: Cell | undefined, right: number): boolean {
  if (!next || next.top <= cell.top + 2 || next.top - cell.top > cell.size * 2) return false;
  const text = stripBullet(next.text);
  // "Infrastructure — Kubernetes, …", "Tools: …": the next line opens a group of its own.
  if (/^[^:：,—–]{1,40}(?:[:：]|\s[—–]\s)/u.test(text)) return false;
  const word = text.split(/[\s,;]+/)[0] ?? '';
  const width = ((next.x1 - next.x0) * word.length) / Math.max(1, next.text.length);
  return cellEnd + cell.size * 0.3 + width > right + 1;
}

/**
 * "Engineering Software" over "• AutoCAD", "• Revit": in a bulleted list, a short line without a
 * bullet that opens a run of bullets is the group's name.
 */
function labelsBullets(cells: Cell[], i: number): boolean {
  const [prev, cell, next] = [cells[i - 1], cells[i], cells[i + 1]];
  if (!cell || !next || isBulleted(cell) || !isBulleted(next) || wordCount(cell.text) > 5) return false;
  if (next.top <= cell.top || next.top - cell.top > cell.size * 3.5 || cell.x0 > next.x0 + 2) return false;
  // The wrapped end of the bullet above is not a name.
  return !(prev && isBulleted(prev) && cell.top > prev.top && cell.top - prev.top < prev.size * 1.8);
}

function nextListIndex(cells: Cell[], i: number): number | null {
  for (let j = i + 1; j < cells.length && j <= i + 2; j++) {
    const t = stripBullet(cells[j]?.text ?? '');
    if (LEVEL_WORDS.test(t)) continue;
    // A list with its own label ("Tech: a, b") does not belong to the line above it, unless the label
    // only says it is a list ("Keywords: …").
    const label = t.match(/^([^:：,]{1,40})[:：]/)?.[1];
    return !cells[j]?.phrase && namesSeveral(t) && (!label || GENERIC_LABELS.test(label)) ? j : null;
  }
  return null;
}

/** Labels that name no group, only that a list follows. */
const GENERIC_LABELS =
  /^\s*(?:keywords?|key words|tags|mots[- ]clés|palabras clave|palavras[- ]chave|schlüsselwörter|schlagwörter|schlagworte|nyckelord|parole chiave|słowa kluczowe|trefwoorden)\s*$/i;

/**
 * "Daten & Messaging" alone on its row, with the chips under it indented: a group name, even one no
 * vocabulary knows.
 */
function labelsIndentedRow(cells: Cell[], i: number): boolean {
  const cell = cells[i];
  if (!cell || wordCount(cell.text) > 4) return false;
  const rowOf = (c: Cell) => cells.filter((o) => Math.abs(o.top - c.top) < 2);
  if (rowOf(cell).length !== 1) return false;
  const next = cells.slice(i + 1).find((o) => o.top > cell.top + 2);
  if (!next || next.top - cell.top > cell.size * 2.5) return false;
  const row = rowOf(next);
  return row.length >= 2 && Math.min(...row.map((o) => o.x0)) > cell.x0 + 2;
}

/** A list of two skills or more ("Agile / Scrum" names one). */
function namesSeveral(text: string): boolean {
  return isList(text) && splitList(text).length >= 2;
}

function isList(text: string): boolean {
  return /[,;•|]|\s[·/]\s|\s(?:==|>|<)\s/.test(text.replace(/\([^)]*\)/g, ''));
}

/** Lines → cells: a row of separate chips or grid cells becomes one cell per segment. */
function toCells(rows: Line[]): Cell[] {
  const cells: Cell[] = [];
  for (const row of rows) {
    // A bullet set apart from its item (to its right in right-to-left text) marks the item; it is not
    // a cell of its own, which would make the row a grid.
    const marked = row.segments.filter((s) => stripBullet(s.text) !== '');
    const line = marked.length && marked.length < row.segments.length ? { ...row, segments: marked } : row;
    const [label, list] = line.segments;
    const labelled = line.segments.length === 2 && /[:：]$/.test(label?.text ?? '');
    // "Software | MS Project, AutoCAD": a group name in a table cell beside its list, no colon.
    const sideLabel =
      !labelled &&
      line.segments.length === 2 &&
      !!label &&
      !!list &&
      isSideLabel(label.text) &&
      isList(list.text);
    const parts =
      line.segments.length > 1 && !labelled && !sideLabel
        ? line.segments.flatMap((s) => splitTags(s).map((t) => [t]))
        : line.segments.length === 1 && line.segments[0]
          ? splitTags(line.segments[0]).map((t) => [t])
          : [line.segments];
    for (const segs of parts) {
      const first = segs[0];
      if (!first) continue;
      cells.push({
        text: sideLabel ? `${label?.text ?? ''}: ${list?.text ?? ''}` : segs.map((s) => s.text).join(' '),
        segs,
        first,
        x0: first.x0,
        x1: Math.max(...segs.map((s) => s.x1)),
        top: first.top,
        size: Math.max(...segs.map((s) => s.fontSize)),
      });
    }
  }
  return cells;
}

/**
 * Boxed tags ("C  C++17  Rust" in AltaCV or Reactive Resume chips) are items set apart by more than a
 * word space but less than a column gap; each is one skill.
 */
function splitTags(seg: Segment): Segment[] {
  if (seg.items.length < 2 || isList(seg.text)) return [seg];
  const groups: Segment['items'][] = [[]];
  let right = -Infinity;
  for (const item of [...seg.items].sort((a, b) => a.x - b.x)) {
    if (item.x - right > item.fontSize * 0.6 && groups[groups.length - 1]?.length) groups.push([]);
    groups[groups.length - 1]?.push(item);
    right = Math.max(right, item.x + item.w);
  }
  if (groups.length < 2) return [seg];
  const pieces = groups.map((items) => ({
    ...seg,
    items,
    text: cleanSpaces(items.map((i) => i.text).join(' ')),
    x0: Math.min(...items.map((i) => i.x)),
    x1: Math.max(...items.map((i) => i.x + i.w)),
  }));
  return pieces.every((p) => wordCount(p.text) <= 4 && !/[:：]$/.test(p.text)) ? pieces : [seg];
}

/** A short name with no list in it: "Software", "Soft skills", "Outils". */
function isSideLabel(text: string): boolean {
  // "SYSTEMS, CMS, AND DATABASES": a label set in capitals may list what its group holds.
  if (text.length <= 45 && wordCount(text) <= 6 && !/\p{Ll}/u.test(text) && /\p{Lu}{2}/u.test(text))
    return true;
  return text.length <= 30 && wordCount(text) <= 3 && !isList(text) && !/\d/.test(text);
}

/** A grid (cells aligned in columns over several rows) is read column by column. */
function orderCells(cells: Cell[]): Cell[] {
  const rows = new Map<number, Cell[]>();
  for (const c of cells) {
    const row = [...rows.keys()].find((t) => Math.abs(t - c.top) < 3) ?? c.top;
    rows.set(row, [...(rows.get(row) ?? []), c]);
  }
  const wideRows = [...rows.values()].filter((r) => r.length >= 2);
  if (wideRows.length < 2) return cells;
  const columns: number[] = [];
  for (const c of cells) if (!columns.some((x) => Math.abs(x - c.x0) < 12)) columns.push(c.x0);
  const aligned = wideRows.every((r) => r.every((c) => columns.some((x) => Math.abs(x - c.x0) < 12)));
  if (!aligned || columns.length > 4) return cells;
  columns.sort((a, b) => a - b);
  const colOf = (c: Cell) => columns.findIndex((x) => Math.abs(x - c.x0) < 12);
  return [...cells].sort((a, b) => colOf(a) - colOf(b) || a.top - b.top);
}

/** A cell that starts with a bullet glyph. */
function isBulleted(cell: Cell): boolean {
  return stripBullet(cell.text) !== cell.text.trim();
}

/**
 * "– Aprendizaje basado en" / "proyectos": a bulleted item that wraps continues on the next line at
 * the indent of its text, without a bullet of its own.
 */
function joinHangingLines(cells: Cell[]): Cell[] {
  const isBulletList = cells.filter(isBulleted).length >= 2;
  // "Warehouse management systems (Manhattan, SAP" / "EWM)": a bracket left open goes on below.
  const open = (c: Cell) => (c.text.match(/\(/g) ?? []).length > (c.text.match(/\)/g) ?? []).length;
  const out: Cell[] = [];
  // The top of the last line joined into each cell (a wrapped item can run over three lines).
  let lastTop = -Infinity;
  let lastCell: Cell | null = null;
  for (const cell of cells) {
    const prev = out[out.length - 1];
    const below =
      !!prev &&
      cell.top > lastTop &&
      cell.top - lastTop < prev.size * 1.8 &&
      Math.abs(cell.size - prev.size) < 0.5 &&
      !isBulleted(cell);
    const hanging =
      below &&
      !!prev &&
      isBulletList &&
      isBulleted(prev) &&
      cell.x0 > prev.x0 + 2 &&
      cell.x0 < prev.x0 + prev.size * 3;
    const closes = below && !!prev && open(prev) && /\)/.test(cell.text) && cell.x0 >= prev.x0 - 2;
    // "Technical Support &" / "Troubleshooting", "diseño y desarrollo de" / "páginas web": a line that
    // ends on a joining word or sign is an item wrapped in a narrow column (left-aligned or centred).
    const carries =
      below &&
      !!prev &&
      endsOnJoiner(prev.text) &&
      (Math.abs(cell.x0 - prev.x0) < prev.size * 3 ||
        Math.abs((cell.x0 + cell.x1) / 2 - (prev.x0 + prev.x1) / 2) < prev.size);
    // "Microsoft Office" / "Suite": an item that ran out of room in a narrow column.
    const columnWrap =
      !!prev &&
      !!lastCell &&
      cell.top > lastTop &&
      !isBulleted(prev) &&
      !isBulleted(cell) &&
      wrapsInColumn(lastCell, cell, cells);
    if (prev && (hanging || closes || carries || columnWrap)) {
      out[out.length - 1] = {
        ...prev,
        phrase: prev.phrase || columnWrap,
        text: `${prev.text} ${cell.text}`,
        segs: [...prev.segs, ...cell.segs],
        x1: Math.max(prev.x1, cell.x1),
      };
    } else out.push(cell);
    lastTop = cell.top;
    lastCell = cell;
  }
  return out;
}

/** Words and signs an item cannot end on: it goes on in the next line. */
const JOINER =
  /(?:\s[&+/–—-]|\s(?:and|or|of|for|in|with|to|the|an|de|del|des|du|la|le|les|et|en|y|e|o|da|do|das|dos|em|para|con|por|und|oder|für|mit|von|der|zu|och|i|w|z|oraz|og|af|på|med|til|van|het|voor|met|di|per|il|a|и|в|с|на|для|та|з|και|με|ve|ile|için))$/u;

function endsOnJoiner(text: string): boolean {
  return JOINER.test(text.trim());
}

/** Splits a skills list on commas, semicolons, bullets and pipes, never inside parentheses. */
export function splitList(
  text: string,
  options: { slash?: boolean; long?: boolean; phrase?: boolean } = {},
): string[] {
  const slash = options.slash ?? true;
  // A phrase keeps its commas ("… drift, med fokus på …").
  const separator = options.phrase ? /^[;•|·]/ : /^[,;•|·]/;
  const [maxWords, maxLength] = options.long ? [14, 110] : [6, 60];
  const items: string[] = [];
  let depth = 0;
  let buf = '';
  const flush = () => {
    items.push(buf);
    buf = '';
  };
  const src = text.replace(QUALIFIERS, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] ?? '';
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    const rest = src.slice(i);
    const op = rest.match(slash ? /^\s(?:==|>|<|→|\/)\s/ : /^\s(?:==|>|<|→)\s/);
    if (depth === 0 && (separator.test(ch) || op)) {
      flush();
      if (op) i += op[0].length - 1;
      continue;
    }
    buf += ch;
  }
  flush();
  // "Agile / Scrum", "SEO / SEA": two names joined by a slash are one skill; a slash list is longer.
  if (slashOnly(src) && items.length === 2) return splitList(text, { slash: false });
  // "NIF y IFRS" alone on its line is one name; "and" separates items only inside a list or after a
  // qualifier ("Java and C++" at the end of "Python, Java and C++", "Fluent in English and Spanish").
  const andSeparates = items.length > 1 || src !== text;
  return (
    items
      .map((s) =>
        // "Forklift (10+ years)": how long is a qualifier, not part of the name.
        stripDurations(joinHyphenWraps(cleanSpaces(s)))
          .replace(QUALIFIERS, '')
          .replace(/^(?:and|und|et|y|e|och|i|oraz)\s+/i, '')
          .replace(/[.]$/, '')
          .trim(),
      )
      .flatMap((s) => (andSeparates ? splitAnd(s) : [s]))
      .map((s) => s.replace(KNOWLEDGE_PREFIX, '').trim())
      // An item without a letter ("90 %" printed as a level) is not a skill.
      .filter((s) => s && wordCount(s) <= maxWords && s.length <= maxLength && /\p{L}/u.test(s))
  );
}

function slashOnly(text: string): boolean {
  return !/[,;•|·]|\s(?:==|>|<|→)\s/.test(text.replace(/\([^)]*\)/g, ''));
}

/** "Windows and Mac OS" lists two tools; "Research and Development" is one name (a capital noun pair). */
function splitAnd(item: string): string[] {
  const m = item.match(/^(.+?)\s+(?:and|und|et|y|och)\s+(.+)$/);
  if (!m) return [item];
  const [a = '', b = ''] = [m[1], m[2]];
  const short = (s: string) => wordCount(s) <= 2 && /^\p{Lu}/u.test(s);
  return short(a) &&
    short(b) &&
    wordCount(a) + wordCount(b) >= 2 &&
    !/^(?:development|design|management|engineering)$/i.test(b)
    ? [a, b]
    : [item];
}
