/** One run of a word diff: text kept, added or removed. */
export interface DiffPart {
  op: 'same' | 'add' | 'del';
  text: string;
}

/** Words with the spaces after them, so joining the parts of a side gives that side back exactly. */
function split(text: string): string[] {
  return text.match(/\s+|[^\s]+\s*/g) ?? [];
}

/** Above this many cells the diff falls back to common prefix and suffix (bullets never get near it). */
const MAX_CELLS = 250_000;

/**
 * A word-level diff from `before` to `after` (longest common subsequence). Joining the 'same' and
 * 'del' parts gives `before`; joining 'same' and 'add' gives `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = split(before);
  const b = split(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart['op'], text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  push('same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push('del', midA.join(''));
    push('add', midB.join(''));
  } else {
    for (const part of lcsDiff(midA, midB)) push(part.op, part.text);
  }
  push('same', a.slice(endA).join(''));
  return parts;
}

function lcsDiff(a: readonly string[], b: readonly string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j] = LCS of a[i..] and b[j..], flattened.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => lengths[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const out: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push({ op: 'same', text: a[i] ?? '' });
      i++;
      j++;
    } else if (i < n && (j === m || at(i + 1, j) >= at(i, j + 1))) {
      // Removals before additions, as readers expect "old → new".
      out.push({ op: 'del', text: a[i] ?? '' });
      i++;
    } else {
      out.push({ op: 'add', text: b[j] ?? '' });
      j++;
    }
  }
  return out;
}
