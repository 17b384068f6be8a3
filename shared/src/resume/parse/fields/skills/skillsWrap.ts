/*
 * A skill that wraps in a narrow column ("Microsoft Office" / "Suite", "gestión de redes sociales" /
 * "HTML y CSS") goes on in the line under it. The break is a wrap only if the next line's first word
 * would not have fitted on the line; then, where the column's items start with a capital, a line that
 * starts in lower case goes on the item above, and where they do not (or the script has no capitals),
 * the line above must fill the column.
 */

/** What a skills cell needs to be judged here. */
export interface WrapCell {
  text: string;
  x0: number;
  x1: number;
  top: number;
  size: number;
}

/** Whether `next` continues the item in `prev`, both one-item lines of the column formed by `cells`. */
export function wrapsInColumn<C extends WrapCell>(prev: C, next: C, cells: C[]): boolean {
  if (Math.abs(prev.size - next.size) >= 0.5 || next.top <= prev.top) return false;
  // Items in a sidebar are often set with loose leading, as loose as the wrapped lines of one item.
  // A line that closes a bracket ("Amazon Web Services (AWS)") has ended its item.
  if (next.top - prev.top > prev.size * 2.3 || /[:：;•|]|[)\]]$/.test(prev.text.trim())) return false;
  const { column, kind } = columnOf(prev, cells);
  if (column.length < 3 || !column.includes(next)) return false;
  // A comma may stand inside a phrase, not in a column of comma lists.
  if (/,/.test(prev.text) && column.filter((c) => /,/.test(c.text)).length * 3 > column.length) return false;
  const width =
    kind === 'centre'
      ? Math.max(...column.map((c) => c.x1 - c.x0))
      : kind === 'right'
        ? prev.x1 - Math.min(...column.map((c) => c.x0))
        : Math.max(...column.map((c) => c.x1)) - prev.x0;
  const used = prev.x1 - prev.x0;
  const text = next.text.trim();
  const firstWord = text.split(/\s+/)[0] ?? '';
  const wordWidth = ((next.x1 - next.x0) * firstWord.length) / Math.max(1, text.length);
  if (used + prev.size * 0.3 + wordWidth <= width) return false;
  const starts = column.map((c) => initialCase(c.text)).filter((c) => c !== null);
  const capitals = starts.filter((c) => c === 'upper').length;
  const cased = starts.length >= 3 && capitals * 2 >= starts.length;
  // A plain word in lower case ("kollegaer"), not a name that is spelled so ("p5.js", "jQuery").
  if (cased) return /^\p{Ll}+,?$/u.test(firstWord);
  // Without capitals to go by, the line must fill the column, and another line must show that the
  // column is that wide: the widest line alone says nothing about where the column ends.
  const wide = column.some((c) => c !== prev && c !== next && c.x1 - c.x0 >= used - prev.size * 0.5);
  return used >= width * 0.85 && wide;
}

/**
 * The cells aligned with `cell` on the left, on the right (right-to-left text) or on a common centre,
 * each alone on its row: whichever alignment holds most of them.
 */
function columnOf<C extends WrapCell>(
  cell: WrapCell,
  cells: C[],
): { column: C[]; kind: 'left' | 'right' | 'centre' } {
  const alone = aloneOnRow(cells);
  const mid = (c: WrapCell) => (c.x0 + c.x1) / 2;
  const options = [
    { kind: 'left' as const, column: alone.filter((c) => Math.abs(c.x0 - cell.x0) <= 2) },
    { kind: 'right' as const, column: alone.filter((c) => Math.abs(c.x1 - cell.x1) <= 2) },
    { kind: 'centre' as const, column: alone.filter((c) => Math.abs(mid(c) - mid(cell)) <= cell.size * 0.5) },
  ];
  return options.reduce((best, o) => (o.column.length > best.column.length ? o : best));
}

/**
 * The cells alone on their row. Every line of a skills section asks for its column among the same
 * cells, so this is worked out once per cell list instead of once per line (which was cubic).
 */
const ALONE = new WeakMap<WrapCell[], WrapCell[]>();
function aloneOnRow<C extends WrapCell>(cells: C[]): C[] {
  let alone = ALONE.get(cells) as C[] | undefined;
  if (!alone) {
    alone = cells.filter((c) => !cells.some((o) => o !== c && Math.abs(o.top - c.top) < 2));
    ALONE.set(cells, alone);
  }
  return alone;
}

function initialCase(text: string): 'upper' | 'lower' | null {
  const ch = text.trim().match(/\p{L}/u)?.[0] ?? '';
  if (/\p{Lu}/u.test(ch)) return 'upper';
  if (/\p{Ll}/u.test(ch)) return 'lower';
  return null;
}
